//! The reply layer: a request opens a reply exchange under its corr, the
//! other side's frames under it follow one of its reply patterns, a reply
//! nothing asked for is unsolicited, and what a peer owes (an error reply, an
//! `answer`) is settled by its next frame under the key.

use super::names::{replies_name, req_id};
use super::{FindingKind, Monitor, Owed, PeerId, Pending};
use ciborium::value::Value as Cbor;
use npamp_schema::{Frame, FrameId, Model};
use npamp_testkit::model::{cond_holds, int_of, value_of};
use std::collections::BTreeMap;

impl Monitor {
    /// `debtor` owes the channel's error frame with `code` under `corr`.
    pub(super) fn owe_error(
        &mut self,
        debtor: PeerId,
        corr: Vec<u8>,
        requirement: String,
        code: u64,
    ) {
        self.owe(
            debtor,
            corr,
            Owed {
                requirement,
                frame: self.model.errors.frame,
                code: Some(code),
                cond: None,
                since: self.index,
                may: false,
            },
        );
    }

    /// The error frame `debtor` may send under `corr` (with any code): for a
    /// frame past one of its resource bounds.
    pub(super) fn may_error(&mut self, debtor: PeerId, corr: Vec<u8>, requirement: String) {
        let o = Owed {
            requirement,
            frame: self.model.errors.frame,
            code: None,
            cond: None,
            since: self.index,
            may: true,
        };
        self.owe(debtor, corr, o);
    }

    pub(super) fn owe(&mut self, debtor: PeerId, key: Vec<u8>, o: Owed) {
        self.owed.insert((debtor, key), o);
    }

    /// Whether `from`'s frame pays what it owed under `key`.
    pub(super) fn settle_owed(
        &mut self,
        from: PeerId,
        fid: FrameId,
        key: &[u8],
        body: Option<&Cbor>,
    ) -> bool {
        let Some(o) = self.owed.remove(&(from, key.to_vec())) else {
            return false;
        };
        self.saw(from, o.since);
        let model = self.model;
        let code_ok = match (o.code, body) {
            (None, _) => true,
            (Some(want), Some(b)) => {
                let cf = model
                    .frame(model.errors.frame)
                    .body
                    .field(model.errors.code_field);
                value_of(b, cf.key).and_then(int_of) == Some(i128::from(want))
            }
            (Some(_), None) => false,
        };
        let cond_ok = match (&o.cond, body) {
            (None, _) => true,
            (Some(c), Some(b)) => cond_holds(&model.frame(fid).body, b, c),
            (Some(_), None) => false,
        };
        if fid == o.frame && code_ok && cond_ok {
            self.covered.insert(o.requirement);
            true
        } else if o.may {
            // Another answer to what only permitted the error: no fault.
            false
        } else {
            let want = model.frame(o.frame).name.clone();
            let got = self.frame_name(model.frame(fid).code);
            self.flag(
                o.requirement,
                FindingKind::Owed,
                Some(from),
                format!(
                    "{} answered frame {} with {got}, not the {want}{} it owed",
                    from.as_str(),
                    o.since,
                    o.code.map_or(String::new(), |c| format!(" (code {c})"))
                ),
            );
            false
        }
    }

    /// The reply layer. `accounted`: a machine already took the frame.
    pub(super) fn replies(
        &mut self,
        from: PeerId,
        fid: FrameId,
        corr: &[u8],
        body: &Cbor,
        payload: &[u8],
        accounted: bool,
    ) {
        let model = self.model;
        let f = model.frame(fid);
        // A reply to the other side's request under this corr?
        let requester = from.other();
        let mut taken = accounted;
        let mut answered = false;
        let key = (requester, corr.to_vec());
        if let Some(mut p) = self.pending.remove(&key) {
            let req = model.frame(p.request);
            // The schema checker keeps `answers` and `replies` consistent.
            if f.answers.contains(&p.request) {
                let (fits, done) = advance(req.replies.as_slice(), &mut p.at, fid);
                let id = req_id(model, &req.section, &replies_name(req));
                self.saw(from, p.since);
                self.cross_faults(from, fid, payload, &p, corr);
                if fits {
                    self.covered.insert(id);
                    if !done {
                        self.pending.insert(key, p);
                    }
                } else {
                    let name = req.name.clone();
                    self.flag(
                        id,
                        FindingKind::Replies,
                        Some(from),
                        format!(
                            "{} answered {name} with {}, out of its reply patterns",
                            from.as_str(),
                            f.name
                        ),
                    );
                }
                taken = true;
                answered = true;
            } else {
                self.pending.insert(key, p);
            }
        }
        // A withdrawal of `from`'s own request.
        withdraw(&mut self.pending, |p| p.request, f, from, corr);
        // A request opens a reply exchange (a frame that answered one is
        // not itself a new request: STREAM_OPEN accepting a STREAM_OPEN).
        if let Some(at) = opens_reply(model, f, body, answered) {
            let p = Pending {
                request: fid,
                at,
                payload: payload.to_vec(),
                body: body.clone(),
                since: self.index,
            };
            self.pending.insert((from, corr.to_vec()), p);
            taken = true;
        }
        // A reply frame nothing asked for.
        if !taken {
            if let Some(r) = f.answers.first().map(|a| model.frame(*a)) {
                let id = req_id(model, &r.section, &replies_name(r));
                let name = f.name.clone();
                self.flag(
                    id,
                    FindingKind::Replies,
                    Some(from),
                    format!(
                        "{} sent {name} under a corr with no request of {} outstanding (unsolicited)",
                        from.as_str(),
                        requester.as_str()
                    ),
                );
            }
        }
    }
}

/// Drop `from`'s pending request under `corr` when frame `f` withdraws it
/// (`request`: the pending entry's request frame).
pub(crate) fn withdraw<P>(
    pending: &mut BTreeMap<(PeerId, Vec<u8>), P>,
    request: impl Fn(&P) -> FrameId,
    f: &Frame,
    from: PeerId,
    corr: &[u8],
) {
    if f.withdraws.is_empty() {
        return;
    }
    let k = (from, corr.to_vec());
    if pending
        .get(&k)
        .is_some_and(|p| f.withdraws.contains(&request(p)))
    {
        pending.remove(&k);
    }
}

/// Whether frame `f` with `body` opens a reply exchange: a request whose
/// `reply_when` holds and that did not itself answer one (`answered`). If it
/// does, every reply pattern's starting position. A frame whose only reply
/// is the channel's error frame is answered only when refused: accepted, it
/// expects nothing.
pub(crate) fn opens_reply(
    model: &Model,
    f: &Frame,
    body: &Cbor,
    answered: bool,
) -> Option<Vec<Option<usize>>> {
    let error_only = f
        .replies
        .iter()
        .all(|p| p.steps.iter().all(|s| s.frame == model.errors.frame));
    let expects = !answered
        && !error_only
        && f.reply_when
            .as_ref()
            .is_none_or(|c| cond_holds(&f.body, body, c));
    expects.then(|| vec![Some(0); f.replies.len()])
}

/// Advance every still-fitting pattern by one frame; (some pattern fits, one ended).
pub(crate) fn advance(
    patterns: &[npamp_schema::ReplyPattern],
    at: &mut [Option<usize>],
    fid: FrameId,
) -> (bool, bool) {
    use npamp_schema::Repeat;
    let mut fits = false;
    let mut done = false;
    for (p, pos) in patterns.iter().zip(at.iter_mut()) {
        let Some(mut i) = *pos else { continue };
        let mut next = None;
        // Skip optional steps until one takes the frame.
        while let Some(step) = p.steps.get(i) {
            if step.frame == fid {
                next = Some(match step.repeat {
                    Repeat::Once => i + 1,
                    Repeat::ZeroOrMore | Repeat::OneOrMore => i,
                });
                break;
            }
            match step.repeat {
                Repeat::ZeroOrMore => i += 1,
                _ => break,
            }
        }
        *pos = next;
        if let Some(n) = next {
            fits = true;
            // Ended: the last step (a single frame) was taken.
            if n >= p.steps.len() {
                done = true;
            }
        }
    }
    (fits, done)
}
