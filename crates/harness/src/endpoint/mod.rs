//! The generic endpoint: two peers for any channel, driven by nothing but
//! the channel's [`Model`] (its frames, reply patterns and `exchanges:`
//! machines), joined by an in-memory link whose every emitted frame the
//! generic [`Monitor`](crate::machine::Monitor) grades in emission order. No channel is named here.
//!
//! A [`ModelPeer`]:
//!
//! * **opens** exchanges: an opening frame of a machine, any request frame
//!   with `replies`, or a frame a machine's `ignore` / `answer` rule covers
//!   in `idle`, built by the vectors' sampler with a fresh corr / key (of the
//!   parity the machine's `parity` gives the peer's handshake role), the
//!   opening transition's `when` made to hold and small counter values;
//! * **answers**: a request gets a reply pattern (corr and key copied, each
//!   step a transition the machine allows), a request the generated channel
//!   refuses (`Profile::Minimum`) gets the channel's error reply when the
//!   error model owes one, an `ignore` entry gets nothing, an `answer` entry
//!   or an exceeded counter gets its stated reply;
//! * **continues** machines: it tracks, per instance it belongs to, the state
//!   and counters from the frames it sent and received (the monitor's own
//!   rules) and on [`ModelWorld::tick`] emits one of its side's transitions
//!   the state allows — a credit-consuming frame only while credit is left,
//!   a window-limited frame only up to the limit, a grant (units of credit
//!   once they ran out), a close — and, once per instance, an idempotent
//!   frame again where an `ignore` rule covers it, or a frame an `answer`
//!   rule covers (the receiver's obligation is what that exercises; the
//!   monitor holds the receiver to it, not the sender).
//!
//! Planted bugs ([`ModelPlant`], off by default): emitting with no credit or
//! past the limit, emitting on an instance that has ended, and applying a
//! received limit `raise` as an addition (a duplicated window update applied
//! twice), allocating keys of the other peer's parity, and never sending an
//! answer owed on receipt (an error, an `answer` rule's reply). The tests in
//! `tests/endpoint.rs` show the monitor catching each.
//!
//! **Link faults.** A real association is a reliable, ordered transport: a
//! frame is never lost, duplicated or overtaken within it. What the specs'
//! idempotence clauses are about is what survives that — frames of *different*
//! exchanges interleaving in any order, a retransmitted window update or
//! repeated close, a frame that is late. So the link only:
//!
//! * **reorders** frames of different instances (a frame never overtakes an
//!   earlier one sharing its corr or machine key);
//! * **duplicates** only frames whose effect the model makes idempotent: a
//!   limit counter's `raise` frame (the limit is the largest grant) and a
//!   frame an `ignore` rule covers;
//! * **drops** a frame by holding it (and everything of its instance behind
//!   it) until the final drain — a late frame, never a lost one.
//!
//! Duplicates are link events, not emissions: the monitor grades what the
//! peers emitted, and a receiver that mishandles a duplicate shows up in what
//! it emits next. A peer emits on an instance only when nothing of that
//! instance is in flight towards it: the monitor grades one linear order,
//! and an emission racing a frame the peer has not seen yet is a crossing
//! the machines do not model.
//!
//! The parts: `view.rs`, a peer's view of its instances and reply exchanges
//! (the monitor's rules applied to what it sent and received); `peer.rs`, a
//! peer and what it owes on receipt; `build.rs`, how it builds a frame;
//! `choose.rs`, what it sends next of its own accord (`continuation.rs`, how
//! it continues an instance); `link.rs`, the link and
//! its faults; `world.rs`, the two peers and the monitor grading them;
//! `live.rs`, live runs of a channel; `fuzz.rs`, the fuzz target's driver.

mod build;
mod choose;
mod continuation;
mod fuzz;
mod link;
mod live;
mod peer;
mod view;
mod world;

pub use choose::{openings, Opening};
pub use fuzz::{
    check_model_exchange, check_model_exchange_on, check_model_exchange_with, model_exchange,
    ExchangeError,
};
pub use live::{channels, live, LiveReport};
pub use peer::ModelPeer;
pub use world::{Emitted, ModelWorld};

use crate::machine::FindingKind;
use npamp_schema::{FrameId, Model};

/// Planted behavioural bugs, switched at run time (all off by default).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ModelPlant {
    /// (a) Emit a counted frame with no credit left / past the limit.
    pub ignore_counter: bool,
    /// (b) Keep emitting on an instance after it ended.
    pub after_terminal: bool,
    /// (c) Apply a received limit `raise` as an addition.
    pub raise_as_add: bool,
    /// (d) Allocate keys of the other peer's parity (`parity`).
    pub wrong_parity: bool,
    /// (e) Never send an answer owed on receipt: the error a refused
    /// request or an unknown operation is owed, an `answer` rule's reply.
    pub skip_owed: bool,
}

impl ModelPlant {
    /// Whether a frame drawing a finding of `kind` may go out under this
    /// plant: what its fault, and what follows from it, draws (a frame past
    /// a counter, out of its state, of the wrong parity). Everything else a
    /// planted endpoint still avoids.
    pub fn tolerates(self, kind: FindingKind) -> bool {
        let sequencing =
            self.ignore_counter || self.after_terminal || self.raise_as_add || self.wrong_parity;
        match kind {
            FindingKind::Decode
            | FindingKind::Value
            | FindingKind::Forbidden
            | FindingKind::Reopened => false,
            FindingKind::Owed => sequencing || self.skip_owed,
            FindingKind::Replies
            | FindingKind::OutOfState
            | FindingKind::Counter
            | FindingKind::Parity
            | FindingKind::Crossing => sequencing,
        }
    }

    pub const NONE: ModelPlant = ModelPlant {
        ignore_counter: false,
        after_terminal: false,
        raise_as_add: false,
        wrong_parity: false,
        skip_owed: false,
    };
    /// Each plant alone, with its name.
    pub const EACH: [(&'static str, ModelPlant); 5] = [
        (
            "ignore-counter",
            ModelPlant {
                ignore_counter: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "after-terminal",
            ModelPlant {
                after_terminal: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "raise-as-add",
            ModelPlant {
                raise_as_add: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "wrong-parity",
            ModelPlant {
                wrong_parity: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "skip-owed",
            ModelPlant {
                skip_owed: true,
                ..ModelPlant::NONE
            },
        ),
    ];
}

/// The frame of `model` whose frame type is `frame_type`.
fn frame_id(model: &Model, frame_type: u16) -> Option<FrameId> {
    model
        .frames
        .iter()
        .position(|f| f.code == frame_type)
        .map(FrameId)
}
