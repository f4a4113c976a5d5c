//! A generic peer of one channel: its view, what it sent, and what it owes
//! on receipt of a frame.

use super::build::Want;
use super::view::{Applied, Slot, View};
use super::{frame_id, ModelPlant};
use crate::machine::{corr_of, Monitor, PeerId};
use ciborium::value::Value as Cbor;
use npamp_generated::rt::{Channel, Outcome, Profile};
use npamp_schema::{FrameId, Model};
use npamp_testkit::span::Rng;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

/// A generic peer of one channel.
pub struct ModelPeer {
    pub(super) me: PeerId,
    pub(super) model: &'static Model,
    pub(super) channel: &'static dyn Channel,
    pub(super) plant: ModelPlant,
    pub(super) initiator: PeerId,
    pub(super) view: View,
    pub(super) next: u64,
    /// Own emissions per instance.
    pub(super) spent: BTreeMap<Slot, u32>,
    /// Frames this peer sent per instance (for plant (b)).
    pub(super) sent: BTreeMap<Slot, Vec<(FrameId, Cbor)>>,
    pub(super) resent: BTreeSet<Slot>,
    /// Instances an idempotent frame was sent again on.
    pub(super) retx: BTreeSet<Slot>,
    /// Instances an `answer` rule was probed on.
    pub(super) probed: BTreeSet<Slot>,
    /// The first frame seen on each instance (its corr and key values).
    pub(super) seen: BTreeMap<Slot, (FrameId, Cbor)>,
    /// The next continuation ends an instance when it can.
    pub(super) closing: bool,
    /// The frame just picked probes the receiver (an `answer` rule's frame,
    /// wrong on purpose): it goes out marked as a probe.
    pub(super) probing: bool,
    pub rng: Rng,
    /// The world's monitor: what the values a frame must carry are (`fill`)
    /// and whether sending it now breaks a clause (a dry run on a copy).
    pub(super) mon: Rc<RefCell<Monitor>>,
}

impl ModelPeer {
    pub(super) fn new(
        me: PeerId,
        model: &'static Model,
        channel: &'static dyn Channel,
        plant: ModelPlant,
        seed: u64,
        mon: Rc<RefCell<Monitor>>,
    ) -> ModelPeer {
        ModelPeer {
            me,
            model,
            channel,
            plant,
            initiator: PeerId::A,
            view: View::default(),
            next: 0,
            spent: BTreeMap::new(),
            sent: BTreeMap::new(),
            resent: BTreeSet::new(),
            retx: BTreeSet::new(),
            probed: BTreeSet::new(),
            seen: BTreeMap::new(),
            closing: false,
            probing: false,
            rng: Rng(seed ^ if me == PeerId::A { 0x0a } else { 0x0b }),
            mon,
        }
    }

    /// Dry run: what sending `body` would do to this peer's view.
    pub(super) fn judge(&self, fid: FrameId, body: &Cbor) -> Applied {
        let mut v = self.view.subset(self.model, fid, body);
        let mut due = Vec::new();
        v.apply(
            self.model, self.me, self.plant, self.me, fid, body, None, &mut due,
        )
    }

    /// Build and check a frame: `Some` when the monitor's rules (as this peer
    /// sees them) accept it, or it is a planted fault.
    pub(super) fn try_frame(
        &mut self,
        fid: FrameId,
        want: &Want,
        allow_fault: bool,
    ) -> Option<Cbor> {
        let b = self.build(fid, want)?;
        let j = self.judge(fid, &b);
        if (j.out_of_state || j.counter) && !allow_fault {
            return None;
        }
        // What the peer's view does not model (value rules, bound fields,
        // forbidden frames, cross-frame rules), the world's monitor does.
        if !allow_fault && self.breaks(fid, &b) {
            return None;
        }
        Some(b)
    }

    /// Whether sending `b` now breaks a clause the monitor holds this peer
    /// to (a dry run on a copy of the world's monitor). A planted bug is a
    /// view wrong on purpose: under a plant, only what no view models counts.
    pub(super) fn breaks(&self, fid: FrameId, b: &Cbor) -> bool {
        let mut m = self.mon.borrow().clone();
        let n0 = m.findings().len();
        m.frame(
            self.me,
            self.model.frame(fid).code,
            &npamp_testkit::cbor::encode(b),
        );
        m.findings().get(n0..).is_some_and(|new| {
            new.iter()
                .any(|f| f.by == Some(self.me) && !self.plant.tolerates(f.kind))
        })
    }
}

impl ModelPeer {
    /// The channel's error reply to a refused frame and the corr it echoes:
    /// what the monitor holds the receiver to (a code, a recoverable corr).
    pub(super) fn error_answer(
        &self,
        frame_type: u16,
        payload: &[u8],
    ) -> Option<(Vec<u8>, Vec<u8>)> {
        let e = self
            .channel
            .check(frame_type, payload, Profile::Minimum)
            .err()?;
        if !matches!(self.channel.outcome(&e), Outcome::Code { .. }) {
            return None;
        }
        let bytes = self.channel.error_reply(frame_type, payload, &e)?;
        let b = ciborium::de::from_reader::<Cbor, _>(bytes.as_slice()).ok()?;
        let corr = corr_of(self.model, self.model.errors.frame, &b)?;
        Some((bytes, corr))
    }

    /// Apply a frame this peer sent to its own view.
    pub(super) fn record(&mut self, fid: FrameId, body: &Cbor, refused: Option<bool>) {
        let mut due = Vec::new();
        self.view.apply(
            self.model, self.me, self.plant, self.me, fid, body, refused, &mut due,
        );
        for slot in std::mem::take(&mut self.view.touched) {
            self.seen
                .entry(slot.clone())
                .or_insert_with(|| (fid, body.clone()));
            let v = self.sent.entry(slot.clone()).or_default();
            if v.len() < 16 {
                v.push((fid, body.clone()));
            }
            *self.spent.entry(slot).or_insert(0) += 1;
        }
    }

    /// A frame from the other peer; what this peer sends back at once
    /// (an error reply, an `answer`, an exceeded counter's reply).
    pub(super) fn receive(
        &mut self,
        frame_type: u16,
        payload: &[u8],
    ) -> Vec<(FrameId, Vec<u8>, Option<Cbor>)> {
        let out = self.receive_owed(frame_type, payload);
        // Planted (e): an answer owed on receipt is never sent.
        if self.plant.skip_owed {
            return Vec::new();
        }
        out
    }

    pub(super) fn receive_owed(
        &mut self,
        frame_type: u16,
        payload: &[u8],
    ) -> Vec<(FrameId, Vec<u8>, Option<Cbor>)> {
        let model = self.model;
        let mut out = Vec::new();
        let from = self.me.other();
        let Some(fid) = frame_id(model, frame_type) else {
            // An unknown operation: the error frame, when the error model
            // has a code for it and a corr can be recovered.
            let (lo, hi) = model.channel.core_reserved;
            if (lo..=hi).contains(&frame_type) {
                return out;
            }
            if let Some((bytes, corr)) = self.error_answer(frame_type, payload) {
                self.view.owed.insert((self.me, corr));
                let eb = ciborium::de::from_reader::<Cbor, _>(bytes.as_slice()).ok();
                out.push((model.errors.frame, bytes, eb));
            }
            return out;
        };
        let Ok(body) = ciborium::de::from_reader::<Cbor, _>(payload) else {
            return out;
        };
        let mut due = Vec::new();
        if self
            .channel
            .check(frame_type, payload, Profile::Minimum)
            .is_err()
        {
            let answer = self
                .error_answer(frame_type, payload)
                .filter(|_| !model.frame(fid).replies.is_empty());
            let owes = answer
                .as_ref()
                .is_some_and(|(_, c)| corr_of(model, fid, &body).as_ref() == Some(c));
            self.view.apply(
                model,
                self.me,
                self.plant,
                from,
                fid,
                &body,
                Some(owes),
                &mut due,
            );
            if let (true, Some((bytes, _))) = (owes, answer) {
                let eb = ciborium::de::from_reader::<Cbor, _>(bytes.as_slice()).ok();
                out.push((model.errors.frame, bytes, eb));
            }
            return out;
        }
        self.view
            .apply(model, self.me, self.plant, from, fid, &body, None, &mut due);
        for slot in std::mem::take(&mut self.view.touched) {
            self.seen.entry(slot).or_insert_with(|| (fid, body.clone()));
        }
        for d in due {
            let want = Want {
                corr: d.corr.clone(),
                keys: d.keys.clone(),
                conds: d.cond.iter().map(|c| (c.clone(), true)).collect(),
                ..Want::default()
            };
            if let Some(b) = self.build(d.reply, &want) {
                let bytes = npamp_testkit::cbor::encode(&b);
                out.push((d.reply, bytes, Some(b)));
            }
        }
        out
    }
}
