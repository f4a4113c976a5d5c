//! How a peer builds a frame: the sampler's body with the corr, keys, `when`
//! conditions and counter fields an exchange fixes, repaired until the
//! channel accepts it under the strict profile.

use super::peer::ModelPeer;
use super::view::Inst;
use crate::machine::PeerId;
use ciborium::value::Value as Cbor;
use npamp_generated::rt::Profile;
use npamp_sample::Sampler;
use npamp_schema::{Body, Cond, CounterKind, EnvRole, Exchange, FrameId, Side, Type, Value as Val};
use npamp_testkit::model::{self as tm};

/// How deep the sampler builds nested values.
pub(super) const DEPTH: usize = 2;

/// A fresh value of a key's type: `n`'s parity is the key bytes' parity.
pub(super) fn fresh_value(s: &Sampler<'_>, v: &Val, n: u64) -> Cbor {
    match &v.ty {
        Type::Uint | Type::Int => tm::uint(n),
        Type::Bstr => {
            let (lo, hi) = v.len.unwrap_or((0, None));
            let len = 3u64.max(lo).min(hi.unwrap_or(u64::MAX)).max(1);
            let mut b = vec![0x5au8; usize::try_from(len).unwrap_or(3)];
            let k = b.len();
            for (i, byte) in b.iter_mut().rev().take(k.min(4)).enumerate() {
                *byte = (n >> (8 * i)) as u8;
            }
            Cbor::Bytes(b)
        }
        Type::Tstr => Cbor::Text(format!("k{n:04}")),
        _ => s.value(v, DEPTH),
    }
}

/// What the peer is building a frame for.
#[derive(Debug, Clone, Default)]
pub(super) struct Want {
    pub(super) corr: Option<Cbor>,
    pub(super) keys: Vec<(String, Cbor)>,
    pub(super) conds: Vec<(Cond, bool)>,
    /// (field, value) set last.
    pub(super) fields: Vec<(npamp_schema::FieldId, Cbor)>,
    /// No corr at all (a standalone event).
    pub(super) no_corr: bool,
}

impl ModelPeer {
    pub(super) fn sampler(&self) -> Sampler<'static> {
        Sampler { m: self.model }
    }

    /// A fresh number of the parity this peer's keys of `x` have.
    pub(super) fn fresh_n(&mut self, x: Option<&Exchange>) -> u64 {
        let want_even = match x.and_then(|x| x.parity.as_ref()) {
            // Planted (d): the other peer's parity.
            Some((even, _)) => ((self.me == self.initiator) == *even) != self.plant.wrong_parity,
            None => self.me == PeerId::A,
        };
        self.next += 1;
        self.next
            .saturating_mul(2)
            .saturating_add(u64::from(!want_even) + 16)
    }

    /// Build a body of `fid` as `want` says; `None` when the channel refuses it.
    pub(super) fn build(&mut self, fid: FrameId, want: &Want) -> Option<Cbor> {
        let s = self.sampler();
        let f = self.model.frame(fid);
        let mut b = s.body(&f.body, Some(f.code), &[], DEPTH);
        if let (Some(c), Some(cf)) = (&want.corr, f.envelope(EnvRole::Corr)) {
            tm::set(&mut b, cf.key, c.clone());
        }
        if let (true, Some(cf)) = (want.no_corr, f.envelope(EnvRole::Corr)) {
            tm::remove(&mut b, cf.key);
        }
        for (name, v) in &want.keys {
            if let Some(kf) = f.field_named(name) {
                tm::set(&mut b, kf.key, v.clone());
            }
        }
        for (c, holds) in &want.conds {
            s.set_cond(&f.body, &mut b, c, *holds, DEPTH);
        }
        // What the exchange so far fixes: bound fields, values that keep
        // the value rules (never the corr or a key this frame is built for).
        let keep_keys: Vec<u64> = f
            .body
            .fields
            .iter()
            .filter(|fl| {
                fl.role == Some(EnvRole::Corr) || want.keys.iter().any(|(n, _)| *n == fl.name)
            })
            .map(|fl| fl.key)
            .collect();
        let before = b.clone();
        self.mon.borrow().fill(self.me, f.code, &mut b, &keep_keys);
        // The top-level fields the monitor set (or changed inside) stay
        // through any repair below.
        let fixed_keys: Vec<u64> = f
            .body
            .fields
            .iter()
            .map(|fl| fl.key)
            .filter(|k| tm::value_of(&b, *k) != tm::value_of(&before, *k))
            .collect();
        for (fld, v) in &want.fields {
            tm::set(&mut b, f.body.field(*fld).key, v.clone());
        }
        let bytes = npamp_testkit::cbor::encode(&b);
        // A conformant peer sends what even the strict profile accepts.
        if self.channel.check(f.code, &bytes, Profile::Strict).is_err() {
            // Rules the edits broke: let the sampler repair what it may
            // (the corr, keys and conditions' fields stay).
            let keep: Vec<npamp_schema::FieldId> = f
                .body
                .fields
                .iter()
                .enumerate()
                .filter(|(_, fl)| {
                    fl.role == Some(EnvRole::Corr)
                        || fixed_keys.contains(&fl.key)
                        || want.keys.iter().any(|(n, _)| *n == fl.name)
                        || want
                            .conds
                            .iter()
                            .any(|(c, _)| f.body.field(c.field()).key == fl.key)
                        || want
                            .fields
                            .iter()
                            .any(|(x, _)| f.body.field(*x).key == fl.key)
                })
                .map(|(i, _)| npamp_schema::FieldId(i))
                .collect();
            s.fixup(&f.body, &mut b, &keep, DEPTH);
            let bytes = npamp_testkit::cbor::encode(&b);
            if self.channel.check(f.code, &bytes, Profile::Strict).is_err() {
                return None;
            }
        }
        Some(b)
    }

    /// The `when` edits that make transition `ti` of `x` the first match.
    pub(super) fn conds_for(&self, x: &Exchange, ti: usize) -> Vec<(Cond, bool)> {
        let mut v = Vec::new();
        let Some(t) = x.transitions.get(ti) else {
            return v;
        };
        for u in x.transitions.iter().take(ti) {
            if u.frame == t.frame && u.by == t.by && u.from.iter().any(|s| t.from.contains(s)) {
                if let Some(c) = &u.when {
                    if t.when.as_ref().is_none_or(|w| w.field() != c.field()) {
                        v.push((c.clone(), false));
                    }
                }
            }
        }
        if let Some(c) = &t.when {
            v.push((c.clone(), true));
        }
        v
    }

    /// Counter field values for a frame `fid` sent as `by` on `inst` of `x`.
    pub(super) fn counter_fields(
        &mut self,
        x: &Exchange,
        fid: FrameId,
        by: Side,
        inst: Option<&Inst>,
    ) -> Option<Vec<(npamp_schema::FieldId, Cbor)>> {
        let mut v = Vec::new();
        let fbody: &Body = &self.model.frame(fid).body;
        for (ci, c) in x.counters.iter().enumerate() {
            let cur = inst.and_then(|i| i.counters.get(ci)).copied().unwrap_or(0);
            let mine = |cf: &Option<npamp_schema::CounterField>| {
                cf.is_some_and(|cf| cf.frame == fid && cf.by.is_none_or(|b| b == by))
            };
            if mine(&c.set) {
                if let Some(cf) = c.set {
                    let n = match c.kind {
                        CounterKind::Units => 1 + self.rng.below(3) as u64,
                        CounterKind::Limit => 4 + self.rng.below(12) as u64,
                    };
                    v.push((cf.field, tm::uint(n)));
                }
            }
            if mine(&c.add) {
                // Credit is granted when it has run out (the responder
                // pauses at zero and resumes on the grant).
                if c.kind == CounterKind::Units && cur > 0 && inst.is_some() {
                    return None;
                }
                if let Some(cf) = c.add {
                    let n = match c.kind {
                        CounterKind::Units => 1 + self.rng.below(3) as u64,
                        CounterKind::Limit => cur.saturating_add(1 + self.rng.below(8) as u64),
                    };
                    v.push((cf.field, tm::uint(n)));
                }
            }
            if c.consume == fid && c.consume_by.is_none_or(|b| b == by) {
                match (c.kind, c.reach) {
                    (CounterKind::Units, _) => {
                        if cur == 0 && !self.plant.ignore_counter {
                            return None;
                        }
                    }
                    (CounterKind::Limit, Some((off, len))) => {
                        let at = inst.and_then(|i| i.reach.get(ci)).copied().unwrap_or(0);
                        let room = cur.saturating_sub(at);
                        let n = if self.plant.ignore_counter && self.rng.below(2) == 0 {
                            room.saturating_add(1 + self.rng.below(3) as u64)
                        } else if room == 0 {
                            0
                        } else if self.rng.below(2) == 0 {
                            // Fill the window (up to a few bytes).
                            room.min(24)
                        } else {
                            1 + self.rng.below(usize::try_from(room.min(8)).unwrap_or(8)) as u64
                        };
                        v.push((off, tm::uint(at)));
                        let n = usize::try_from(n).unwrap_or(0);
                        let data = match fbody.field(len).value.ty {
                            Type::Tstr => Cbor::Text("d".repeat(n)),
                            _ => Cbor::Bytes(vec![0xd0; n]),
                        };
                        v.push((len, data));
                    }
                    (CounterKind::Limit, None) => {}
                }
            }
        }
        Some(v)
    }
}
