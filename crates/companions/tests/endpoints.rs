//! Endpoint unit behaviour not visible in a single transcript: approval_id
//! unguessability and association binding (§9), OS-seeded id generation.
#![forbid(unsafe_code)]

use npamp_companions::policy::{ScriptedExecutor, ScriptedHuman};
use npamp_companions::{Companion, IdGen, Origin, Peer, PeerConfig, Plant, World};
use npamp_generated::interaction::{ApprovalReq, FrameType};
use std::collections::BTreeSet;

fn holding_peer(seed: u8) -> Peer {
    let mut h = ScriptedHuman {
        attached: true,
        ..ScriptedHuman::default()
    };
    h.approvals
        .insert("*".into(), npamp_companions::policy::ApprovalDecision::Hold);
    Peer::new(
        PeerConfig::default(),
        Box::new(h),
        Box::new(ScriptedExecutor::default()),
        IdGen::from_seed([seed; 32]),
        Plant::default(),
    )
}

fn approval(corr: &[u8]) -> Vec<u8> {
    ApprovalReq {
        corr,
        action: "act",
        severity: None,
        context: None,
        deadline_s: None,
    }
    .to_vec()
}

#[test]
fn approval_ids_are_128_bit_hex_distinct_and_bound_to_the_association() {
    let mut w = World::new(holding_peer(1), holding_peer(2));
    for i in 0..50u8 {
        w.originate(
            0,
            Companion::Interaction,
            FrameType::ApprovalReq.code(),
            &approval(&[b'h', i]),
        )
        .expect("originate");
    }
    w.flush();
    assert!(
        w.monitor.violations.is_empty(),
        "{:?}",
        w.monitor.violations
    );
    let ids: BTreeSet<String> = w.peers[0].interaction.held_ids.values().cloned().collect();
    assert_eq!(ids.len(), 50, "every hold gets its own id");
    for id in &ids {
        assert_eq!(id.len(), 32);
        assert!(
            id.bytes()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()),
            "{id}"
        );
    }
    // The responder recorded the same ids; a different association cannot resolve them.
    let b = &mut w.peers[1].interaction;
    let id = ids.iter().next().cloned().unwrap_or_default();
    assert!(b.held.contains_key(&id));
    let here = b.association;
    assert_eq!(
        b.resolve_held(&id, here + 1),
        Err("approval_id belongs to another association")
    );
    assert_eq!(
        b.resolve_held("00000000000000000000000000000000", here),
        Err("unknown approval_id")
    );
    let held = b
        .resolve_held(&id, here)
        .expect("same association resolves");
    assert_eq!(held.action, "act");
    assert_eq!(
        b.resolve_held(&id, here),
        Err("unknown approval_id"),
        "resolved once only"
    );
    // Closing the association discards every hold (§7 / §9).
    w.close();
    assert!(w.peers[1].interaction.held.is_empty());
}

#[test]
fn os_seeded_generators_differ() {
    let a = IdGen::from_os().hex128();
    let b = IdGen::from_os().hex128();
    assert_ne!(a, b);
    let mut g = IdGen::from_seed([7; 32]);
    assert_ne!(g.hex128(), g.hex128(), "successive ids differ");
}

#[test]
fn only_endpoint_replies_are_checked_and_raw_replies_are_discarded() {
    // A raw (scripted) reply nobody asked for is discarded by the requester
    // and never answered; the monitor does not blame the endpoint for it.
    let mut w = World::new(holding_peer(1), holding_peer(2));
    let ack = npamp_generated::interaction::EventAck { corr: b"zz" }.to_vec();
    w.send(
        1,
        npamp_companions::WireFrame {
            channel: Companion::Interaction.id(),
            frame_type: FrameType::EventAck.code(),
            payload: ack,
        },
        Origin::Scripted,
    );
    w.flush();
    assert_eq!(w.peers[0].interaction.discarded_replies, 1);
    assert!(w.link.is_empty());
    assert!(w.monitor.violations.is_empty());
}

/// An endpoint refuses to send what would break its channel, and says which
/// clause: a corr already outstanding (§5.1), a payload that is not a valid
/// frame (the generated decoder's rule).
#[test]
fn refusals_to_send_name_the_clause() {
    use npamp_companions::OriginateError;
    let mut w = World::new(holding_peer(3), holding_peer(4));
    let code = FrameType::ApprovalReq.code();
    w.originate(0, Companion::Interaction, code, &approval(b"dup"))
        .expect("the first request under a corr is sent");
    let again = w.originate(0, Companion::Interaction, code, &approval(b"dup"));
    assert_eq!(
        again,
        Err(OriginateError::CorrOutstanding {
            corr: b"dup".to_vec()
        })
    );
    // An empty map (hand-built): no frame_kind, no corr, no action.
    match w.originate(0, Companion::Interaction, code, &[0xa0]) {
        Err(e @ OriginateError::Invalid(_)) => {
            assert!(
                e.to_string()
                    .starts_with("refusing to send an invalid frame: rule "),
                "{e}"
            )
        }
        other => panic!("{other:?}"),
    }
}

/// A scenario's script that is not one of the documented forms is refused
/// with the form it breaks.
#[test]
fn malformed_policy_scripts_name_the_form() {
    use npamp_companions::policy::{
        parse_approval_decision, parse_plan, parse_prompt_decision, PolicyError,
    };
    use serde_json::json;
    assert_eq!(
        parse_prompt_decision(&json!("shrug")),
        Err(PolicyError::UnknownPromptDecision {
            word: "shrug".into()
        })
    );
    assert_eq!(
        parse_prompt_decision(&json!({ "answer": [1, "x"] })),
        Err(PolicyError::AnswerIndices)
    );
    assert_eq!(
        parse_approval_decision(&json!(7)),
        Err(PolicyError::ApprovalDecisionShape)
    );
    assert_eq!(
        parse_plan(&json!({ "initial": "succeeded" })),
        Err(PolicyError::PlanStates)
    );
    assert_eq!(
        parse_plan(&json!({ "outcome": "nowhere" })),
        Err(PolicyError::TaskState {
            value: "nowhere".into()
        })
    );
}
