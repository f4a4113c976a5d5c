//! Shared helpers: hand-written hex in, verdict assertions out.
#![allow(dead_code)]

use npamp_oracle::{Oracle, Verdict};

/// Parse hand-written hex; whitespace and `|` separators are ignored.
pub fn h(s: &str) -> Vec<u8> {
    let digits: Vec<u8> = s
        .bytes()
        .filter(|b| !b.is_ascii_whitespace() && *b != b'|')
        .collect();
    assert!(
        digits.chunks_exact(2).remainder().is_empty(),
        "odd hex: {s}"
    );
    digits
        .chunks(2)
        .map(|p| u8::from_str_radix(std::str::from_utf8(p).unwrap(), 16).unwrap())
        .collect()
}

pub fn interaction() -> Oracle {
    Oracle::shipped("interaction")
}

pub fn workflow() -> Oracle {
    Oracle::shipped("workflow")
}

/// Assert acceptance; returns (corr, canonical).
#[track_caller]
pub fn accept(o: &Oracle, ft: u16, hex: &str) -> (Option<Vec<u8>>, Vec<u8>) {
    match o.check(ft, &h(hex)) {
        Verdict::Accept {
            frame_kind,
            corr,
            canonical,
        } => {
            assert_eq!(frame_kind, ft);
            (corr, canonical)
        }
        Verdict::Reject(r) => panic!("expected accept of {hex}, got {r:?}"),
    }
}

/// Assert acceptance with the canonical form equal to the input.
#[track_caller]
pub fn accept_same(o: &Oracle, ft: u16, hex: &str) {
    let (_, canonical) = accept(o, ft, hex);
    assert_eq!(canonical, h(hex), "canonical form differs from input");
}

/// Assert `malformed_request` with the given rule and section.
#[track_caller]
pub fn reject(o: &Oracle, ft: u16, hex: &str, rule: &str, section: &str) {
    reject_bytes(o, ft, &h(hex), rule, section);
}

#[track_caller]
pub fn reject_bytes(o: &Oracle, ft: u16, bytes: &[u8], rule: &str, section: &str) {
    match o.check(ft, bytes) {
        Verdict::Accept { .. } => panic!("expected {rule} refusal, got accept"),
        Verdict::Reject(r) => {
            assert_eq!(r.rule, rule, "{r:?}");
            assert_eq!(r.section, section, "{r:?}");
            assert_eq!(r.wire_code, 1, "{r:?}");
            assert_eq!(r.wire_name, "malformed_request");
        }
    }
}
