//! Two generic peers of one channel over the link, every emitted frame
//! graded by the world's monitor.

use super::build::{fresh_value, Want};
use super::choose::{openings, Opening};
use super::link::{idempotent, link_of, tag_corr, tags_of, Wire};
use super::peer::ModelPeer;
use super::{frame_id, ModelPlant};
use crate::machine::{corr_of, Finding, Monitor, PeerId};
use ciborium::value::Value as Cbor;
use npamp_generated::rt::Profile;
use npamp_schema::{EnvRole, FrameId, Model, Type};
use npamp_testkit::model::{self as tm};
use std::cell::{Ref, RefCell};
use std::collections::BTreeSet;
use std::rc::Rc;

/// A frame a peer emitted.
#[derive(Debug, Clone)]
pub struct Emitted {
    pub from: PeerId,
    pub frame_type: u16,
    pub payload: Vec<u8>,
}

/// Two generic peers of one channel over an in-memory link, every emitted
/// frame graded by the generic [`Monitor`] in emission order.
pub struct ModelWorld {
    pub model: &'static Model,
    pub(super) peers: [ModelPeer; 2],
    pub(super) links: [Vec<Wire>; 2],
    pub(super) monitor: Rc<RefCell<Monitor>>,
    /// Frames emitted so far.
    pub emitted: usize,
    /// Every emitted frame, when [`ModelWorld::keep_log`] was asked for.
    pub log: Option<Vec<Emitted>>,
}

impl ModelWorld {
    /// The world of the channel whose schema is `model` (`None`: no generated
    /// channel has its id). Peer A initiated the handshake.
    pub fn new(model: &'static Model, plant: ModelPlant, seed: u64) -> Option<ModelWorld> {
        let channel = npamp_generated::CHANNELS
            .iter()
            .copied()
            .find(|c| c.info().id == model.channel.id)?;
        let mut monitor = Monitor::new(model)?;
        monitor.set_initiator(PeerId::A);
        let monitor = Rc::new(RefCell::new(monitor));
        Some(ModelWorld {
            model,
            peers: [
                ModelPeer::new(PeerId::A, model, channel, plant, seed, monitor.clone()),
                ModelPeer::new(PeerId::B, model, channel, plant, seed, monitor.clone()),
            ],
            links: [Vec::new(), Vec::new()],
            monitor,
            emitted: 0,
            log: None,
        })
    }

    /// Keep every emitted frame in [`ModelWorld::log`].
    pub fn keep_log(&mut self) {
        self.log = Some(Vec::new());
    }

    pub(super) fn peer(&mut self, p: PeerId) -> &mut ModelPeer {
        &mut self.peers[link_of(p)]
    }

    /// Mix an outside choice into both peers' generators.
    pub fn stir(&mut self, v: u64) {
        for p in &mut self.peers {
            p.rng.0 ^= v.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    /// The findings so far.
    pub fn findings(&self) -> Ref<'_, [Finding]> {
        Ref::map(self.monitor.borrow(), Monitor::findings)
    }

    /// The requirements exercised so far.
    pub fn covered(&self) -> Ref<'_, BTreeSet<String>> {
        Ref::map(self.monitor.borrow(), Monitor::covered)
    }

    pub(super) fn emit(
        &mut self,
        from: PeerId,
        fid: FrameId,
        payload: Vec<u8>,
        refused: Option<bool>,
    ) {
        let ft = self.model.frame(fid).code;
        // A malformed frame sent on purpose is a probe of the receiver.
        self.emit_raw(from, ft, Some(fid), payload, refused, refused.is_some());
    }

    pub(super) fn emit_raw(
        &mut self,
        from: PeerId,
        ft: u16,
        fid: Option<FrameId>,
        payload: Vec<u8>,
        refused: Option<bool>,
        probe: bool,
    ) {
        let model = self.model;
        self.monitor
            .borrow_mut()
            .frame_marked(from, ft, &payload, probe);
        self.emitted += 1;
        if let Some(l) = &mut self.log {
            l.push(Emitted {
                from,
                frame_type: ft,
                payload: payload.clone(),
            });
        }
        let body = ciborium::de::from_reader::<Cbor, _>(payload.as_slice()).ok();
        let settles = match (fid, &body) {
            (Some(f), Some(b)) => corr_of(model, f, b)
                .is_some_and(|c| self.peers[link_of(from)].view.owed.contains(&(from, c))),
            _ => false,
        };
        let dup_ok = refused.is_none() && !settles && fid.is_some_and(|f| idempotent(model, f));
        if let (Some(fid), Some(b)) = (fid, &body) {
            self.peer(from).record(fid, b, refused);
        }
        let tags = tags_of(model, fid, body.as_ref());
        self.links[link_of(from)].push(Wire {
            frame_type: ft,
            payload,
            tags,
            held: false,
            dup_ok,
        });
    }

    pub(super) fn emit_body(&mut self, from: PeerId, fid: FrameId, body: &Cbor) {
        let bytes = npamp_testkit::cbor::encode(body);
        let probe = std::mem::take(&mut self.peer(from).probing);
        self.emit_raw(
            from,
            self.model.frame(fid).code,
            Some(fid),
            bytes,
            None,
            probe,
        );
    }

    /// `p` opens an exchange (opening `which`, modulo their number).
    pub fn open(&mut self, p: PeerId, which: usize) -> bool {
        let os = crate::machine::per_model(self.model, openings);
        if os.is_empty() {
            return false;
        }
        let Some(o) = os.get(which % os.len()).copied() else {
            return false;
        };
        self.open_with(p, o)
    }

    /// `p` opens with this opening.
    pub fn open_with(&mut self, p: PeerId, o: Opening) -> bool {
        match self.peer(p).open(o) {
            Some((fid, b)) => {
                self.emit_body(p, fid, &b);
                true
            }
            None => false,
        }
    }

    /// `p` emits one frame of its own: a reply step, a continuation, or
    /// (planted) a frame on an ended instance. `drain`: replies first.
    pub fn tick(&mut self, p: PeerId, drain: bool) -> bool {
        let blocked = self.inbound(p);
        let peer = self.peer(p);
        let pend: Vec<Vec<u8>> = peer
            .view
            .pending
            .keys()
            .filter(|(req, c)| *req == p.other() && !blocked.contains(&tag_corr(c)))
            .map(|(_, c)| c.clone())
            .collect();
        let reply_first = drain || peer.rng.below(3) != 0;
        let mut pick: Option<(FrameId, Cbor)> = None;
        if reply_first {
            for c in &pend {
                if let Some(x) = peer.reply(c, drain) {
                    pick = Some(x);
                    break;
                }
            }
        }
        if pick.is_none() && !(drain && !pend.is_empty() && peer.rng.below(2) == 0) {
            pick = peer.continuations(&blocked).map(|(f, b, _)| (f, b));
        }
        if pick.is_none() && !reply_first {
            for c in &pend {
                if let Some(x) = peer.reply(c, drain) {
                    pick = Some(x);
                    break;
                }
            }
        }
        if pick.is_none() && peer.plant.after_terminal {
            pick = peer.resend(&blocked);
        }
        match pick {
            Some((fid, b)) => {
                self.emit_body(p, fid, &b);
                true
            }
            None => false,
        }
    }

    /// `p` ends one of its instances when one may be ended (an opener's
    /// UNSUBSCRIBE, a close, a reset, a final frame), else continues one.
    pub fn close(&mut self, p: PeerId) -> bool {
        self.peer(p).closing = true;
        let blocked = self.inbound(p);
        let pick = self.peer(p).continuations(&blocked);
        self.peer(p).closing = false;
        match pick {
            Some((fid, b, _)) => {
                self.emit_body(p, fid, &b);
                true
            }
            None => false,
        }
    }

    /// Of the frames with a corr that `keep` accepts, the one `pick` selects, as `p`
    /// builds it under a fresh corr; with how many frames there were to pick from.
    pub(super) fn fresh_request(
        &mut self,
        p: PeerId,
        pick: usize,
        keep: impl Fn(&npamp_schema::Frame) -> bool,
    ) -> Option<(FrameId, usize, Cbor)> {
        let model = self.model;
        let reqs: Vec<FrameId> = (0..model.frames.len())
            .map(FrameId)
            .filter(|f| {
                let fr = model.frame(*f);
                keep(fr) && fr.envelope(EnvRole::Corr).is_some()
            })
            .collect();
        let &fid = reqs.get(pick % reqs.len().max(1))?;
        let cf = model.frame(fid).envelope(EnvRole::Corr)?;
        let peer = self.peer(p);
        let n = peer.fresh_n(None);
        let want = Want {
            corr: Some(fresh_value(&peer.sampler(), &cf.value, n)),
            ..Want::default()
        };
        let b = peer.build(fid, &want)?;
        Some((fid, reqs.len(), b))
    }

    /// `p` sends a request whose body the channel refuses (one field of the
    /// wrong type), under a fresh corr.
    pub fn inject_malformed(&mut self, p: PeerId, pick: usize) -> bool {
        let model = self.model;
        let Some((fid, n, mut b)) = self.fresh_request(p, pick, |f| !f.replies.is_empty()) else {
            return false;
        };
        let peer = self.peer(p);
        let f = model.frame(fid);
        let fields: Vec<&npamp_schema::Field> = f
            .body
            .fields
            .iter()
            .filter(|fl| fl.role.is_none())
            .collect();
        let Some(fl) = fields.get(pick / n.max(1) % fields.len().max(1)) else {
            return false;
        };
        let wrong = match fl.value.ty {
            Type::Tstr => tm::uint(7),
            _ => Cbor::Text("x".into()),
        };
        tm::set(&mut b, fl.key, wrong);
        let bytes = npamp_testkit::cbor::encode(&b);
        if peer.channel.check(f.code, &bytes, Profile::Minimum).is_ok() {
            return false;
        }
        let owes = peer
            .error_answer(f.code, &bytes)
            .is_some_and(|(_, c)| corr_of(model, fid, &b).as_ref() == Some(&c));
        self.emit(p, fid, bytes, Some(owes));
        true
    }

    /// `p` sends a frame type that is none of the channel's operations (a
    /// request's body under a fresh corr, its frame kind the unknown type).
    pub fn inject_unknown(&mut self, p: PeerId, pick: usize) -> bool {
        let model = self.model;
        let (lo, hi) = model.channel.core_reserved;
        let top = model.frames.iter().map(|f| f.code).max().unwrap_or(0);
        let Some(ft) = (1..=8u16)
            .map(|i| top.wrapping_add(i).wrapping_add((pick % 4) as u16))
            .find(|c| !(lo..=hi).contains(c) && frame_id(model, *c).is_none())
        else {
            return false;
        };
        let Some((fid, _, mut b)) = self.fresh_request(p, pick, |_| true) else {
            return false;
        };
        let peer = self.peer(p);
        let f = model.frame(fid);
        if let Some(k) = f.envelope(EnvRole::FrameKind) {
            tm::set(&mut b, k.key, tm::uint(u64::from(ft)));
        }
        let bytes = npamp_testkit::cbor::encode(&b);
        if let Some((_, corr)) = peer.error_answer(ft, &bytes) {
            peer.view.owed.insert((p.other(), corr));
        }
        self.emit_raw(p, ft, None, bytes, None, false);
        true
    }

    /// Release every held frame and run to quiescence: deliver everything,
    /// let both peers answer and continue, until nothing moves.
    pub fn drain(&mut self) {
        for q in &mut self.links {
            for w in q.iter_mut() {
                w.held = false;
            }
        }
        self.rounds(4000, true);
        // What a state still owes (`owes`): its debtor sends it, then the
        // rest runs out again (what that run reports may owe anew).
        for _ in 0..4 {
            let owing = self.monitor.borrow().owing();
            if owing.is_empty() {
                return;
            }
            for o in owing {
                if let Some(b) = self.peer(o.debtor).owed_frame(o.frame, o.state, o.key) {
                    self.emit_body(o.debtor, o.frame, &b);
                }
            }
            self.rounds(4000, true);
        }
    }

    /// Up to `n` rounds of: deliver, B ticks, deliver, A ticks — until
    /// nothing moves.
    pub fn run(&mut self, n: usize) {
        self.rounds(n, false);
    }

    pub(super) fn rounds(&mut self, n: usize, drain: bool) {
        let mut idle = 0;
        for _ in 0..n {
            let mut moved = self.deliver_all();
            // Outside the drain, a peer sometimes emits twice in a row or
            // not at all, so that live runs see varied interleavings.
            let r = if drain { 0 } else { self.peers[0].rng.below(6) };
            let order: &[PeerId] = match r {
                0..=2 => &[PeerId::B, PeerId::A],
                3 => &[PeerId::A, PeerId::B],
                4 => &[PeerId::B, PeerId::B],
                _ => &[PeerId::A, PeerId::A],
            };
            for p in order {
                moved |= self.tick(*p, drain);
                moved |= self.deliver_all();
            }
            idle = if moved { 0 } else { idle + 1 };
            if idle >= 2 {
                break;
            }
        }
    }

    /// The end of the exchange: what is still owed was never sent.
    pub fn finish(&mut self) {
        self.monitor.borrow_mut().finish();
    }
}
