//! A network-duplicated request under a corr the requester has since
//! rightly reused (§5.2): the responder holds two requests under one corr,
//! answers each once (§3.1), and the monitor, which matches replies by corr
//! alone (§5.1), must accept either reading of the shared INTERACT_ERROR —
//! while still catching a real second reply.
#![forbid(unsafe_code)]

use npamp_companions::policy::{ApprovalDecision, HumanPolicy, PromptDecision, ScriptedExecutor};
use npamp_companions::{
    check_exchange_invariants, Companion, IdGen, Origin, Peer, PeerConfig, Plant, World,
};
use npamp_generated::interaction::{self as ix, FrameType, PromptKind};

/// Defers the first prompt at once, leaves every later one pending.
struct DeferThenPending(u32);

impl HumanPolicy for DeferThenPending {
    fn supports(&self, kind: PromptKind) -> bool {
        kind.is_recognized()
    }
    fn on_prompt(&mut self, _req: &ix::PromptReq<'_>) -> PromptDecision {
        self.0 += 1;
        if self.0 == 1 {
            PromptDecision::Defer
        } else {
            PromptDecision::Pending
        }
    }
    fn on_approval(&mut self, _req: &ix::ApprovalReq<'_>) -> ApprovalDecision {
        ApprovalDecision::Pending
    }
}

fn peer(seed: u8, events_per_tick: u32) -> Peer {
    let mut cfg = PeerConfig::default();
    cfg.limits.events_per_tick = events_per_tick;
    Peer::new(
        cfg,
        Box::new(DeferThenPending(0)),
        Box::new(ScriptedExecutor::default()),
        IdGen::from_seed([seed; 32]),
        Plant::default(),
    )
}

const C0: &[u8] = b"c0";

/// Peer a sends a confirm INTERACT_PROMPT_REQ under c0.
fn prompt_c0(w: &mut World) {
    let prompt = ix::PromptReq {
        corr: C0,
        prompt_kind: PromptKind::Confirm,
        prompt: "?",
        options: None,
        schema: None,
        deadline_s: None,
    };
    w.originate(
        0,
        Companion::Interaction,
        FrameType::PromptReq.code(),
        &prompt.to_vec(),
    )
    .expect("prompt c0");
}

/// a prompts under c0 and the network duplicates the frame; b defers the
/// first copy and presents the second (it cannot tell a copy from a reuse
/// after consumption, §5.2). a, its prompt answered, reuses c0 for an event
/// with `ack`; b's event budget is spent (§9), so it answers the event with
/// INTERACT_ERROR c0 — one reply, to the event, while the prompt c0 is still
/// presented. Returns the world at that point.
fn presented_prompt_beside_errored_event() -> World {
    let mut w = World::new(peer(1, 6), peer(2, 0));
    prompt_c0(&mut w);
    // The network duplicates the prompt in flight.
    let copy = w.link.q[0].front().cloned().expect("prompt in flight");
    w.link.q[0].push_back(copy);
    assert!(w.deliver_at(0, 0), "first copy");
    assert!(w.deliver_at(0, 0), "duplicate copy");
    assert_eq!(
        w.peers[1].interaction.presenting().count(),
        1,
        "duplicate presented"
    );
    // The deferral reaches a: c0 is consumed there and free for reuse (§5.2).
    assert!(w.deliver_at(1, 0), "PROMPT_RESULT deferred");
    assert_eq!(
        w.peers[0].interaction.outcomes.get(C0).map(String::as_str),
        Some("deferred")
    );
    let event = ix::Event {
        corr: C0,
        event_class: ix::EventClass::from_raw(0),
        event_name: None,
        body: None,
        ack: Some(true),
    };
    w.originate(
        0,
        Companion::Interaction,
        FrameType::Event.code(),
        &event.to_vec(),
    )
    .expect("a reuses c0 for an acked event");
    assert!(w.deliver_at(0, 0), "event");
    let err = w.link.q[1].front().map(|f| f.frame.frame_type);
    assert_eq!(
        err,
        Some(FrameType::ErrorFrame.code()),
        "the event is refused (§9)"
    );
    w
}

#[test]
fn reply_to_a_duplicated_prompt_beside_a_reused_event_corr_is_not_a_duplicate_reply() {
    let mut w = presented_prompt_beside_errored_event();
    // The human now answers the presented prompt: its one and only reply.
    let out = w.peers[1]
        .interaction
        .resolve_prompt(C0, PromptDecision::Dismiss);
    assert_eq!(out.len(), 1);
    for f in out {
        w.send(1, f, Origin::Endpoint);
    }
    w.flush();
    w.monitor.end_step();
    assert!(
        w.monitor.violations.is_empty(),
        "{:?}",
        w.monitor.violations
    );
    // a took the error as the event's reply and discarded the late result (§5.2).
    let a = &w.peers[0].interaction;
    assert_eq!(
        a.outcomes.get(C0).map(String::as_str),
        Some("error:internal_error")
    );
    assert_eq!(a.discarded_replies, 1);
}

#[test]
fn a_third_reply_under_the_shared_corr_is_still_flagged() {
    let mut w = presented_prompt_beside_errored_event();
    // Two requests under c0 (prompt, event) and the error answered one of
    // them. An ack and a result would make three replies: whichever the
    // error answered, one of them is a duplicate (§3.1).
    w.send(
        1,
        npamp_companions::WireFrame {
            channel: Companion::Interaction.id(),
            frame_type: FrameType::EventAck.code(),
            payload: ix::EventAck { corr: C0 }.to_vec(),
        },
        Origin::Endpoint,
    );
    assert!(
        w.monitor.violations.is_empty(),
        "{:?}",
        w.monitor.violations
    );
    for f in w.peers[1]
        .interaction
        .resolve_prompt(C0, PromptDecision::Dismiss)
    {
        w.send(1, f, Origin::Endpoint);
    }
    let v = w
        .monitor
        .violations
        .first()
        .map(|v| (v.peer, v.message.as_str(), v.clauses.as_slice()));
    assert!(
        v.is_some_and(|(peer, m, clauses)| peer == 'b'
            && m.starts_with("INTERACT_PROMPT_RESULT corr c0: answers no outstanding request")
            && clauses == ["§3.1", "§5"]),
        "{:?}",
        w.monitor.violations
    );
}

#[test]
fn second_result_for_a_lone_prompt_is_still_flagged() {
    let mut w = World::new(peer(1, 6), peer(2, 6));
    prompt_c0(&mut w);
    w.flush(); // deferred at once
    assert!(
        w.monitor.violations.is_empty(),
        "{:?}",
        w.monitor.violations
    );
    let again = ix::PromptResult {
        corr: C0,
        outcome: ix::PromptOutcome::Dismissed,
        value: None,
    };
    w.send(
        1,
        npamp_companions::WireFrame {
            channel: Companion::Interaction.id(),
            frame_type: FrameType::PromptResult.code(),
            payload: again.to_vec(),
        },
        Origin::Endpoint,
    );
    assert_eq!(w.monitor.violations.len(), 1, "{:?}", w.monitor.violations);
}

/// The minimized libFuzzer input (`exchange` target) that found it, also
/// replayed by `cargo test -p npamp-campaign --test replay`.
#[test]
fn fuzz_input_duplicate_prompt_result() {
    let data = include_bytes!("../../../fuzz/artifacts/exchange-all/duplicate-prompt-result");
    check_exchange_invariants(data).expect("no violation");
}
