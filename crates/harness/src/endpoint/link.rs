//! The in-memory link between the two peers: frames in flight per
//! direction, tagged by instance, reordered across instances, duplicated
//! when idempotent, held until the drain.

use super::view::Slot;
use super::world::ModelWorld;
use crate::machine::{corr_of, key_bytes, PeerId};
use ciborium::value::Value as Cbor;
use npamp_schema::{CounterKind, ExchangeKey, FrameId, Model};
use npamp_testkit::model::value_of;
use std::collections::BTreeSet;

/// One frame on the link.
#[derive(Debug, Clone)]
pub(super) struct Wire {
    pub(super) frame_type: u16,
    pub(super) payload: Vec<u8>,
    pub(super) tags: Vec<Vec<u8>>,
    pub(super) held: bool,
    /// The link may duplicate it: an idempotent frame (a limit's raise, a
    /// frame an `ignore` rule covers) that does not settle an obligation
    /// (a reply an `answer` rule owed is not a machine step, so its copy
    /// would be one).
    pub(super) dup_ok: bool,
}

/// An instance tag: the corr, or a machine key field and its value.
pub(super) fn tag_corr(c: &[u8]) -> Vec<u8> {
    let mut t = vec![0u8];
    t.extend_from_slice(c);
    t
}

pub(super) fn tag_field(name: &str, k: &[u8]) -> Vec<u8> {
    let mut t = vec![1u8];
    t.extend_from_slice(name.as_bytes());
    t.push(0);
    t.extend_from_slice(k);
    t
}

pub(super) fn tags_of(model: &Model, fid: Option<FrameId>, body: Option<&Cbor>) -> Vec<Vec<u8>> {
    let (Some(fid), Some(body)) = (fid, body) else {
        return vec![vec![2]];
    };
    let mut v = Vec::new();
    if let Some(c) = corr_of(model, fid, body) {
        v.push(tag_corr(&c));
    }
    for x in &model.exchanges {
        if let ExchangeKey::Field(name) = &x.key {
            if let Some(f) = model.frame(fid).field_named(name) {
                if let Some(k) = value_of(body, f.key).and_then(key_bytes) {
                    v.push(tag_field(name, &k));
                }
            }
        }
    }
    if v.is_empty() {
        v.push(vec![2]);
    }
    v
}

pub(super) fn slot_tag(model: &Model, slot: &Slot) -> Vec<u8> {
    match model.exchanges.get(slot.0).map(|x| &x.key) {
        Some(ExchangeKey::Field(name)) => tag_field(name, &slot.2),
        _ => tag_corr(&slot.2),
    }
}

/// Whether the model makes `fid`'s effect idempotent: a limit counter's
/// raise (the limit is the largest grant) or a frame an `ignore` rule covers.
pub(super) fn idempotent(model: &Model, fid: FrameId) -> bool {
    model.exchanges.iter().any(|x| {
        x.ignore.iter().any(|i| i.frame == fid)
            || x.counters
                .iter()
                .any(|c| c.kind == CounterKind::Limit && c.add.is_some_and(|a| a.frame == fid))
    })
}

pub(super) fn link_of(from: PeerId) -> usize {
    match from {
        PeerId::A => 0,
        PeerId::B => 1,
    }
}

impl ModelWorld {
    /// The tags of frames in flight towards `p`.
    pub(super) fn inbound(&self, p: PeerId) -> BTreeSet<Vec<u8>> {
        self.links[link_of(p.other())]
            .iter()
            .flat_map(|w| w.tags.iter().cloned())
            .collect()
    }

    /// The indices of the frames from `from` that may be delivered next: not
    /// held, and no earlier frame in flight shares an instance tag.
    pub(super) fn deliverable(&self, from: PeerId) -> Vec<usize> {
        let q = &self.links[link_of(from)];
        let mut out = Vec::new();
        let mut seen: BTreeSet<&[u8]> = BTreeSet::new();
        for (i, w) in q.iter().enumerate() {
            if !w.held && !w.tags.iter().any(|t| seen.contains(t.as_slice())) {
                out.push(i);
            }
            for t in &w.tags {
                seen.insert(t.as_slice());
            }
        }
        out
    }

    /// Deliver one frame from `from` (`pick` among the deliverable ones:
    /// 0 is in order); the receiver's immediate replies are emitted.
    pub fn deliver(&mut self, from: PeerId, pick: usize) -> bool {
        let first = self.links[link_of(from)].first().is_some_and(|w| !w.held);
        let i = if pick == 0 && first {
            // In order: the head of the queue is always deliverable.
            0
        } else {
            let d = self.deliverable(from);
            match d.get(pick % d.len().max(1)) {
                Some(&i) => i,
                None => return false,
            }
        };
        let q = &mut self.links[link_of(from)];
        if i >= q.len() {
            return false;
        }
        let w = q.remove(i);
        let to = from.other();
        let replies = self.peer(to).receive(w.frame_type, &w.payload);
        for (fid, bytes, _) in replies {
            self.emit(to, fid, bytes, None);
        }
        true
    }

    /// Duplicate an idempotent frame in flight from `from` (a limit's raise
    /// frame, or a frame an `ignore` rule covers).
    pub fn duplicate(&mut self, from: PeerId, pick: usize) -> bool {
        let q = &mut self.links[link_of(from)];
        let cands: Vec<usize> = q
            .iter()
            .enumerate()
            .filter(|(_, w)| w.dup_ok)
            .map(|(i, _)| i)
            .collect();
        let Some(&i) = cands.get(pick % cands.len().max(1)) else {
            return false;
        };
        let Some(w) = q.get(i).cloned() else {
            return false;
        };
        q.insert(i + 1, w);
        true
    }

    /// Hold a frame in flight from `from` until the final drain.
    pub fn hold(&mut self, from: PeerId, pick: usize) -> bool {
        let q = &mut self.links[link_of(from)];
        let n = q.len();
        match q.get_mut(pick % n.max(1)) {
            Some(w) if !w.held => {
                w.held = true;
                true
            }
            _ => false,
        }
    }

    /// Deliver everything deliverable, in order; whether anything moved.
    pub fn deliver_all(&mut self) -> bool {
        let mut moved = false;
        for from in [PeerId::A, PeerId::B] {
            while self.deliver(from, 0) {
                moved = true;
            }
        }
        moved
    }
}
