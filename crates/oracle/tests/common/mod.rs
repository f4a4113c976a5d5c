//! Shared helpers: hand-written hex in, verdict assertions out.
#![allow(dead_code)]

#[allow(unused_imports)]
pub use npamp_oracle::{Accepted, Corr, Oracle, Refusal, Ruling};
pub use npamp_schema::{Basis, OutcomeDef, Profile, Rule};

pub const STRICT: Profile = Profile::Strict;
pub const MINIMUM: Profile = Profile::Minimum;

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

pub fn interaction() -> &'static Oracle {
    Oracle::shipped("interaction").expect("interaction is shipped")
}

pub fn workflow() -> &'static Oracle {
    Oracle::shipped("workflow").expect("workflow is shipped")
}

/// The oracle of the test-only schema `data/every_construct.yaml`, read once.
pub fn every_construct() -> &'static Oracle {
    static O: std::sync::OnceLock<Oracle> = std::sync::OnceLock::new();
    O.get_or_init(|| {
        let text = include_str!("../data/every_construct.yaml");
        match npamp_schema::parse("oracle/tests/data/every_construct.yaml", text) {
            Ok(m) => Oracle::new(m),
            Err(e) => panic!("{e}"),
        }
    })
}

/// Assert acceptance under `p`.
#[track_caller]
pub fn accept_in(o: &Oracle, ft: u16, hex: &str, p: Profile) -> Accepted {
    match o.check(ft, &h(hex), p) {
        Ruling::Accept(a) => {
            assert_eq!(a.frame_kind, ft);
            a
        }
        Ruling::Reject(r) => panic!("expected {p} accept of {hex}, got {r}"),
    }
}

/// Assert acceptance under both profiles, with the same result (the minimum profile refuses
/// a subset of what the strict one refuses).
#[track_caller]
pub fn accept(o: &Oracle, ft: u16, hex: &str) -> Accepted {
    let a = accept_in(o, ft, hex, STRICT);
    assert_eq!(
        accept_in(o, ft, hex, MINIMUM),
        a,
        "profiles differ on {hex}"
    );
    a
}

/// Assert acceptance with the given canonical form (records cleaned of unknown
/// keys and nulls, SEMANTICS.md "canonical form").
#[track_caller]
pub fn accept_as(o: &Oracle, ft: u16, hex: &str, canonical: &str) {
    let a = accept(o, ft, hex);
    assert_eq!(a.canonical, h(canonical), "canonical form");
}

/// Assert acceptance with the canonical form equal to the input.
#[track_caller]
pub fn accept_same(o: &Oracle, ft: u16, hex: &str) {
    let a = accept(o, ft, hex);
    assert_eq!(a.canonical, h(hex), "canonical form differs from input");
}

/// Assert a refusal under `p` with the given rule and section, reported as
/// `malformed_request` (code 1); returns it for further checks.
#[track_caller]
pub fn reject_bytes_in(
    o: &Oracle,
    ft: u16,
    bytes: &[u8],
    p: Profile,
    rule: Rule,
    section: &str,
) -> Refusal {
    match o.check(ft, bytes, p) {
        Ruling::Accept(_) => panic!("expected {rule} refusal ({p}), got accept"),
        Ruling::Reject(r) => {
            assert_eq!(r.rule, rule, "{r}");
            assert_eq!(r.section, section, "{r}");
            assert!(p.refuses(r.basis), "{r}");
            assert!(!r.request);
            assert_eq!(
                r.outcome,
                OutcomeDef::Code {
                    value: 1,
                    name: "malformed_request".into()
                },
                "{r}"
            );
            assert_eq!(r.wire_name, "malformed_request");
            r
        }
    }
}

#[track_caller]
pub fn reject_in(o: &Oracle, ft: u16, hex: &str, p: Profile, rule: Rule, section: &str) -> Refusal {
    reject_bytes_in(o, ft, &h(hex), p, rule, section)
}

/// Refused under the strict profile (returns the refusal).
#[track_caller]
pub fn reject(o: &Oracle, ft: u16, hex: &str, rule: Rule, section: &str) -> Refusal {
    reject_in(o, ft, hex, STRICT, rule, section)
}

#[track_caller]
pub fn reject_bytes(o: &Oracle, ft: u16, bytes: &[u8], rule: Rule, section: &str) -> Refusal {
    reject_bytes_in(o, ft, bytes, STRICT, rule, section)
}

/// Refused identically under both profiles (a `must` or `limit` fault).
#[track_caller]
pub fn reject_both(o: &Oracle, ft: u16, hex: &str, rule: Rule, section: &str) -> Refusal {
    let r = reject_in(o, ft, hex, STRICT, rule, section);
    assert_ne!(r.basis, Basis::Strict, "{r}");
    assert_eq!(reject_in(o, ft, hex, MINIMUM, rule, section), r);
    r
}

/// Refused under the strict profile on a `strict` basis, accepted under the minimum profile.
#[track_caller]
pub fn strict_only(
    o: &Oracle,
    ft: u16,
    hex: &str,
    rule: Rule,
    section: &str,
) -> (Refusal, Accepted) {
    let r = reject_in(o, ft, hex, STRICT, rule, section);
    assert_eq!(r.basis, Basis::Strict, "{r}");
    (r, accept_in(o, ft, hex, MINIMUM))
}
