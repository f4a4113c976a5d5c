//! The testkit's catalogue of non-canonical encodings against the generated
//! decoders: every sample, placed as the value of an unknown key of a valid
//! payload (or as the payload itself), is refused with the rule the catalogue
//! names — and the channel's subset samples never under an unknown key (§4.3:
//! a receiver MUST ignore it).
#![forbid(unsafe_code)]

use npamp_generated::rt::{Profile, Rule};
use npamp_testkit::cbor::{self, bstr, map, uint};
use npamp_testkit::noncanon::{self, Subset};

/// INTERACT_EVENT_ACK {0: 257, 1: h'2a'} with `item` under the unknown key 99.
fn with_unknown_key(item: &[u8]) -> Vec<u8> {
    let mut p = map(&[(uint(0), uint(257)), (uint(1), bstr(&[0x2a]))]);
    if let Some(head) = p.first_mut() {
        *head += 1;
    }
    p.extend_from_slice(&uint(99));
    p.extend_from_slice(item);
    p
}

fn rule_of(module: &str, ft: u16, payload: &[u8], profile: Profile) -> Option<Rule> {
    let ch = npamp_generated::channel(module)?;
    let r = ch.check(ft, payload, profile).err().map(|e| e.rule());
    r
}

#[test]
fn every_item_sample_is_refused_with_its_rule() {
    let mut wrong = Vec::new();
    let samples = noncanon::items();
    // Interaction declares no float and gives the subset a strict basis, but
    // the samples sit under an unknown non-negative key, which §4.3 makes the
    // receiver ignore: no profile refuses a subset item there; every other
    // fault (the deterministic encoding, a must) is still refused.
    let cases = [
        ("interaction", 257u16, Profile::Strict, Subset::ACCEPTED),
        ("interaction", 257, Profile::Minimum, Subset::ACCEPTED),
    ];
    for s in &samples {
        let p = with_unknown_key(&s.bytes);
        for (module, ft, profile, subset) in cases {
            let got = rule_of(module, ft, &p, profile);
            let want = s.refused_as(subset);
            if got != want {
                wrong.push(format!(
                    "{module} {}: {} ({}): expected {want:?}, got {got:?}",
                    profile.as_str(),
                    s.what,
                    npamp_testkit::hex::hex(&s.bytes)
                ));
            }
        }
    }
    assert!(samples.len() > 100);
    assert!(
        wrong.is_empty(),
        "{} disagreements:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn floats_are_accepted_where_a_channel_declares_them() {
    // Spatial declares floats: a shortest float under an unknown key is fine,
    // a non-shortest one is still refused (deterministic encoding, a must).
    let base = map(&[
        (uint(0), uint(0x0105)),
        (uint(1), uint(0)),
        (uint(2), bstr(&[1])),
    ]);
    let at = |item: &[u8]| {
        let mut p = base.clone();
        if let Some(h) = p.first_mut() {
            *h += 1;
        }
        p.extend_from_slice(&uint(99));
        p.extend_from_slice(item);
        p
    };
    assert_eq!(rule_of("spatial", 0x0105, &base, Profile::Strict), None);
    assert_eq!(
        rule_of("spatial", 0x0105, &at(&cbor::float(1.5)), Profile::Strict),
        None
    );
    for b in noncanon::wider_floats(1.5)
        .into_iter()
        .chain(noncanon::nan_variants())
    {
        assert_eq!(
            rule_of("spatial", 0x0105, &at(&b), Profile::Minimum),
            Some(Rule::FloatNotShortest)
        );
    }
}

#[test]
fn map_payload_and_depth_samples() {
    let entries = vec![(uint(0), uint(257)), (uint(1), bstr(&[0x2a]))];
    for s in noncanon::maps(&entries) {
        assert_eq!(
            rule_of("interaction", 257, &s.bytes, Profile::Minimum),
            Some(s.rule),
            "{}",
            s.what
        );
    }
    for s in noncanon::payloads(&map(&entries)) {
        assert_eq!(
            rule_of("interaction", 257, &s.bytes, Profile::Minimum),
            Some(s.rule),
            "{}",
            s.what
        );
    }
    // The payload is level 1: an item at level max_depth is accepted, one deeper refused.
    let max = npamp_generated::channel("interaction").map_or(0, |c| c.info().max_depth);
    assert!(max > 2);
    let ok = with_unknown_key(&noncanon::nested_arrays(max - 1));
    assert_eq!(rule_of("interaction", 257, &ok, Profile::Strict), None);
    let deep = with_unknown_key(&noncanon::nested_maps(max));
    assert_eq!(
        rule_of("interaction", 257, &deep, Profile::Minimum),
        Some(Rule::Depth)
    );
}
