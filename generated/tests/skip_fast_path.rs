//! The reader's fast path for integers and simple values inside opaque
//! content (arrays and map values of `body`) must refuse exactly what the
//! general path refuses: non-shortest integers of every width, for both
//! majors, and truncation (RFC 8949 §4.2.1; spec §4.1). `body`'s content is
//! what a receiver ignores (§4.3), read without the subset refusals; the
//! same items as PROMPT_RESULT's declared `value` get them under `strict`.
#![forbid(unsafe_code)]

use npamp_generated::rt::Basis;
use npamp_generated::{interaction, Profile, Rule};

/// INTERACT_EVENT `{0: 0x0100, 1: h'2a', 2: 0, 4: {0: [ITEM]}}` with ITEM's bytes spliced in.
fn event_with_item(item: &[u8]) -> Vec<u8> {
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0x81,
    ];
    p.extend_from_slice(item);
    p
}

/// The payload of [`event_with_item`] and its kin turned into INTERACT_PROMPT_RESULT
/// `{0: 0x0103, 1: h'2a', 2: 0, 3: {0: …}}`: the same bytes at the same offsets, in
/// the declared `any` field `value` (outcome answered) instead of the ignored `body`.
fn as_prompt_value(mut p: Vec<u8>) -> Vec<u8> {
    if let Some(b) = p.get_mut(4) {
        *b = 0x03; // frame_kind 0x0103
    }
    if let Some(b) = p.get_mut(10) {
        *b = 0x03; // key 3, `value`
    }
    p
}

/// The same, with ITEM as the value of key 0 of `body` (map-value position).
fn event_with_value(item: &[u8]) -> Vec<u8> {
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00,
    ];
    p.extend_from_slice(item);
    p
}

#[test]
fn canonical_integers_of_every_width_are_accepted() {
    for item in [
        &[0x17][..],                                             // 23
        &[0x18, 0x18],                                           // 24
        &[0x19, 0x01, 0x00],                                     // 256
        &[0x1a, 0x00, 0x01, 0x00, 0x00],                         // 65536
        &[0x1b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00], // 2^32
        &[0x37],                                                 // -24
        &[0x38, 0x18],                                           // -25
        &[0x39, 0x01, 0x00],                                     // -257
        &[0x3a, 0x00, 0x01, 0x00, 0x00],                         // -65537
        &[0x3b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00], // -(2^32)-1
        &[0xf4],
        &[0xf5],
        &[0xf6], // false, true, null
    ] {
        for p in [event_with_item(item), event_with_value(item)] {
            for profile in Profile::ALL {
                assert!(
                    interaction::decode_with(0x0100, &p, profile).is_ok(),
                    "{item:02x?} must be accepted under {profile}"
                );
            }
        }
    }
}

#[test]
fn non_shortest_integers_of_every_width_are_refused() {
    for item in [
        &[0x18, 0x17][..],                                       // 23 in 1+1
        &[0x19, 0x00, 0xff],                                     // 255 in 1+2
        &[0x1a, 0x00, 0x00, 0xff, 0xff],                         // 65535 in 1+4
        &[0x1b, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff], // 2^32-1 in 1+8
        &[0x38, 0x00],                                           // -1 in 1+1
        &[0x39, 0x00, 0x18],                                     // -25 in 1+2
        &[0x3a, 0x00, 0x00, 0x01, 0x00],                         // -257 in 1+4
        &[0x3b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], // -1 in 1+8
    ] {
        for p in [event_with_item(item), event_with_value(item)] {
            for profile in Profile::ALL {
                let e = interaction::decode_with(0x0100, &p, profile)
                    .expect_err("non-shortest must be refused");
                assert_eq!(
                    (e.rule(), e.section(), e.basis(), e.field()),
                    (Rule::ShortestForm, "§4.1", Basis::Must, None),
                    "{item:02x?} {profile}"
                );
                assert_eq!(e.offset(), p.len() - item.len(), "at the item");
            }
        }
    }
}

#[test]
fn truncated_integers_are_refused() {
    for item in [
        &[0x18][..],
        &[0x19, 0x01],
        &[0x1a, 0x00, 0x01, 0x00],
        &[0x1b, 0x00, 0x00, 0x00, 0x01, 0x00],
        &[0x3b, 0x00, 0x00, 0x00, 0x01],
    ] {
        for p in [event_with_item(item), event_with_value(item)] {
            for profile in Profile::ALL {
                let e = interaction::decode_with(0x0100, &p, profile)
                    .expect_err("truncated must be refused");
                assert_eq!(e.rule(), Rule::Truncated, "{item:02x?} {profile}");
            }
        }
    }
}

/// INTERACT_EVENT with `body` = `{0: [ITEMS...]}` (a count below 24 or a
/// 1-byte count), the items' bytes concatenated.
fn event_with_items(items: &[&[u8]]) -> (Vec<u8>, Vec<usize>) {
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00,
    ];
    assert!(items.len() < 256);
    if items.len() < 24 {
        p.push(0x80 | items.len() as u8);
    } else {
        p.extend_from_slice(&[0x98, items.len() as u8]);
    }
    let mut offsets = Vec::new();
    for it in items {
        offsets.push(p.len());
        p.extend_from_slice(it);
    }
    (p, offsets)
}

/// `len` items cycling through `pool`, item `at` replaced by `bad`: the
/// payload and `bad`'s offset in it.
fn with_fault(pool: &[&'static [u8]], len: usize, at: usize, bad: &[u8]) -> (Vec<u8>, usize) {
    let mut items: Vec<&[u8]> = pool.iter().copied().cycle().take(len).collect();
    items[at] = bad;
    let (p, offsets) = event_with_items(&items);
    (p, offsets[at])
}

/// Canonical scalars of every width, and two items the run stops at.
const MIXED: [&[u8]; 9] = [
    &[0x05],
    &[0x18, 0x30],
    &[0x19, 0x12, 0x34],
    &[0x3a, 0x00, 0x02, 0x00, 0x00],
    &[0x1b, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00],
    &[0xf5],
    &[0x62, 0x68, 0x69], // "hi": not a scalar, read by the general path
    &[0x82, 0x01, 0x39, 0x01, 0x00], // a nested array of scalars
    &[0x20],
];

#[test]
fn long_runs_of_mixed_items_are_accepted() {
    let items: Vec<&[u8]> = MIXED.iter().copied().cycle().take(200).collect();
    let (p, _) = event_with_items(&items);
    for profile in Profile::ALL {
        assert!(
            interaction::decode_with(0x0100, &p, profile).is_ok(),
            "{profile}"
        );
    }
}

#[test]
fn a_fault_inside_a_run_is_reported_at_its_item() {
    for (bad, rule) in [
        (&[0x19, 0x00, 0xff][..], Rule::ShortestForm),
        (&[0x1a, 0x00, 0x00, 0xff, 0xff], Rule::ShortestForm),
        (
            &[0x3b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07],
            Rule::ShortestForm,
        ),
        (&[0x38, 0x02], Rule::ShortestForm),
        (&[0x1c], Rule::ReservedAi),
        (&[0x62, 0xff, 0xfe], Rule::InvalidUtf8),
    ] {
        for at in [0, 1, 7, 30, 59] {
            let (p, offset) = with_fault(&MIXED, 60, at, bad);
            for profile in Profile::ALL {
                let e = interaction::decode_with(0x0100, &p, profile)
                    .expect_err("a faulty item must be refused");
                assert_eq!(e.rule(), rule, "{bad:02x?} at item {at} ({profile})");
                assert_eq!(e.offset(), offset, "{bad:02x?} at item {at}");
            }
        }
    }
}

#[test]
fn an_array_count_beyond_its_items_is_truncated() {
    let items: Vec<&[u8]> = MIXED.iter().copied().cycle().take(40).collect();
    let (mut p, _) = event_with_items(&items);
    // Claim 41 items: the run reads all 40 and the 41st is missing.
    let count_at = p.iter().position(|b| *b == 0x98).expect("1-byte count");
    p[count_at + 1] = 41;
    let e = interaction::decode(0x0100, &p).expect_err("one item short");
    assert_eq!(e.rule(), Rule::Truncated);
}

/// Canonical scalars only, one width after another (no same-head runs): every width,
/// both majors, false/true/null.
const SCALARS: [&[u8]; 12] = [
    &[0x05],
    &[0x19, 0x12, 0x34],
    &[0x18, 0x30],
    &[0x3a, 0x00, 0x02, 0x00, 0x00],
    &[0x1b, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00],
    &[0xf5],
    &[0x39, 0x01, 0x00],
    &[0x37],
    &[0x1a, 0x00, 0x01, 0x00, 0x00],
    &[0x3b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00],
    &[0xf6],
    &[0x38, 0xff],
];

#[test]
fn long_scalar_runs_are_accepted_at_every_length() {
    for len in [1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 200, 255] {
        let items: Vec<&[u8]> = SCALARS.iter().copied().cycle().take(len).collect();
        let (p, _) = event_with_items(&items);
        for profile in Profile::ALL {
            assert!(
                interaction::decode_with(0x0100, &p, profile).is_ok(),
                "{len} items, {profile}"
            );
        }
    }
}

#[test]
fn a_fault_at_any_item_of_a_scalar_run_is_reported_there() {
    for (bad, rule) in [
        (&[0x19, 0x00, 0xff][..], Rule::ShortestForm),
        (&[0x18, 0x17], Rule::ShortestForm),
        (&[0x3a, 0x00, 0x00, 0xff, 0xff], Rule::ShortestForm),
        (
            &[0x1b, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07],
            Rule::ShortestForm,
        ),
        (&[0x3c], Rule::ReservedAi), // additional information 28
        (&[0xf7], Rule::SimpleValue),
    ] {
        // Every position of a 100-item run: each slot of the first blocks,
        // the blocks' ends, and the item-by-item tail.
        for at in 0..100 {
            let (p, offset) = with_fault(&SCALARS, 100, at, bad);
            // In `body` (ignored content) and in PROMPT_RESULT's `value` (declared).
            for (ft, p, ignored) in [
                (0x0100, p.clone(), true),
                (0x0103, as_prompt_value(p), false),
            ] {
                for profile in Profile::ALL {
                    match interaction::decode_with(ft, &p, profile) {
                        Err(e) => {
                            assert_eq!(e.rule(), rule, "{bad:02x?} at item {at} ({profile})");
                            assert_eq!(e.offset(), offset, "{bad:02x?} at item {at}");
                        }
                        // `undefined` is a strict-basis refusal: the minimum profile
                        // accepts it, and no profile refuses it in ignored content;
                        // the rest of the run is read on.
                        Ok(_) => assert!(
                            rule == Rule::SimpleValue && (ignored || profile == Profile::Minimum),
                            "{bad:02x?} at item {at} of {ft:#06x} accepted under {profile}"
                        ),
                    }
                }
            }
        }
    }
}

/// Canonical integers with a 1-, 2- and 4-byte argument, both majors: the
/// widths whose same-head runs the reader takes three items at a time.
const RUN_ITEMS: [&[u8]; 6] = [
    &[0x18, 0x30],
    &[0x38, 0xff],
    &[0x19, 0x12, 0x34],
    &[0x39, 0x01, 0x00],
    &[0x1a, 0x00, 0x02, 0x00, 0x00],
    &[0x3a, 0x00, 0x01, 0x00, 0x00],
];

/// For each of [`RUN_ITEMS`], the same head with a non-shortest argument.
const RUN_NON_SHORTEST: [&[u8]; 6] = [
    &[0x18, 0x17],
    &[0x38, 0x05],
    &[0x19, 0x00, 0xff],
    &[0x39, 0x00, 0x18],
    &[0x1a, 0x00, 0x00, 0xff, 0xff],
    &[0x3a, 0x00, 0x00, 0x00, 0x09],
];

#[test]
fn same_head_runs_are_accepted_at_every_length() {
    for item in RUN_ITEMS {
        for len in (1..=40).chain([254, 255]) {
            let items = vec![item; len];
            let (p, _) = event_with_items(&items);
            assert!(
                interaction::decode(0x0100, &p).is_ok(),
                "{len} × {item:02x?}"
            );
        }
        // A run that changes head part-way (another width or the other
        // major of the same width) and back.
        for other in RUN_ITEMS {
            for k in 0..8 {
                let mut items = vec![item; 7 + k];
                items.extend(vec![other; 5 + k]);
                items.extend(vec![item; 4]);
                let (p, _) = event_with_items(&items);
                assert!(
                    interaction::decode(0x0100, &p).is_ok(),
                    "{item:02x?} then {other:02x?}"
                );
            }
        }
    }
}

#[test]
fn a_fault_at_any_item_of_a_same_head_run_is_reported_there() {
    for (item, short) in RUN_ITEMS.iter().zip(RUN_NON_SHORTEST) {
        // The same head non-shortest, a reserved head of the same width, and
        // a text string that is not UTF-8, of the same width.
        let mut reserved = item.to_vec();
        reserved[0] = (item[0] & 0xe0) | 0x1c;
        let mut text = vec![0xff; item.len()];
        text[0] = 0x60 | (item.len() as u8 - 1);
        for (bad, rule) in [
            (short, Rule::ShortestForm),
            (&reserved[..], Rule::ReservedAi),
            (&text[..], Rule::InvalidUtf8),
        ] {
            for at in 0..60 {
                let (p, offset) = with_fault(&[item], 60, at, bad);
                for profile in Profile::ALL {
                    let e = interaction::decode_with(0x0100, &p, profile)
                        .expect_err("a faulty item must be refused");
                    assert_eq!(
                        (e.rule(), e.offset()),
                        (rule, offset),
                        "{bad:02x?} at item {at} of a run of {item:02x?} ({profile})"
                    );
                }
            }
        }
    }
}

#[test]
fn a_same_head_run_ending_in_a_truncated_item_is_truncated() {
    for item in RUN_ITEMS {
        for len in 0..20 {
            let mut items = vec![item; len];
            // The last item's head and all but the last byte of its argument.
            items.push(&item[..item.len() - 1]);
            let (p, _) = event_with_items(&items);
            let e = interaction::decode(0x0100, &p).expect_err("truncated");
            assert_eq!(e.rule(), Rule::Truncated, "{len} × {item:02x?}, then cut");
        }
    }
}

/// A chain of tags is read in a loop: 200,000 tag heads before one item (a
/// 200 KB payload, under `max_payload`) decode on a 256 KiB stack with the
/// verdict of a single tag. Tags are not containers: the depth limit does not
/// bound them, so recursion per tag would let a payload overflow the stack.
#[test]
fn a_long_chain_of_tags_costs_no_stack() {
    // In PROMPT_RESULT's declared `value` (0x0103), where `strict` refuses a
    // tag, and in INTERACT_EVENT's ignored `body` (0x0100), where no profile
    // does: both profiles walk the whole chain there.
    let chain = |n: usize, ft: u16| {
        let mut item = vec![0xc2; n]; // tag 2 (bignum), n times
        item.push(0x01);
        let p = event_with_value(&item);
        if ft == 0x0103 {
            as_prompt_value(p)
        } else {
            p
        }
    };
    let verdict = |ft: u16, p: &[u8], profile| {
        interaction::decode_with(ft, p, profile)
            .map(|_| ())
            .map_err(|e| (e.rule(), e.offset()))
    };
    for ft in [0x0103u16, 0x0100] {
        let one = chain(1, ft);
        let offset = one.len() - 2;
        let expected = [
            (Profile::Strict, verdict(ft, &one, Profile::Strict)),
            (Profile::Minimum, verdict(ft, &one, Profile::Minimum)),
        ];
        if ft == 0x0103 {
            assert_eq!(
                expected[0].1,
                Err((Rule::Tag, offset)),
                "strict refuses tags"
            );
        } else {
            assert_eq!(expected[0].1, Ok(()), "no profile refuses ignored content");
        }
        assert_eq!(expected[1].1, Ok(()), "minimum accepts tags");
        let long = chain(200_000, ft);
        let got = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(move || {
                [Profile::Strict, Profile::Minimum].map(|pr| (pr, verdict(ft, &long, pr)))
            })
            .expect("thread")
            .join()
            .expect("no stack overflow");
        assert_eq!(got, expected, "{ft:#06x}");
    }
}
