//! `Chan::join_input` is the inverse of `Chan::split_input`, so conformance
//! vectors seeded into the decode corpora reach the decoder with their own
//! frame type and body.
#![forbid(unsafe_code)]

use npamp_fuzz_check::Chan;

#[test]
fn join_then_split_is_identity() {
    let body = [0xa1, 0x00, 0x00];
    for chan in [Chan::Interaction, Chan::Workflow] {
        for &ft in chan
            .codes()
            .iter()
            .chain(&[0x0000, 0x0001, 0x000a, 0x00ff, 0x0fff])
        {
            let input = chan.join_input(ft, &body).expect("expressible");
            assert_eq!(
                chan.split_input(&input),
                (ft, &body[..]),
                "{chan:?} {ft:#06x}"
            );
        }
        // The channel's own codes use the natural `01 0k` prefix.
        assert_eq!(
            chan.join_input(0x0101, &[]).as_deref(),
            Some(&[0x01, 0x01][..])
        );
        // Beyond the two-byte prefix's reach.
        assert_eq!(chan.join_input(0xffff, &body), None);
    }
}
