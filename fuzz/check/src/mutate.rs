//! Hand-written byte surgery on a valid canonical payload, one mutation per
//! class. Nothing here uses the generated encoder or the oracle's encoder:
//! items are located with [`crate::cbor::parse`] and rewritten in place.
//!
//! Each [`Mutant`] carries what the comparison must additionally require:
//! most classes break README D3–D10 and so must be refused by both sides.

use crate::cbor::{self, Node};
use crate::{Chan, Expect};
use npamp_schema::{Envelope, Presence, Type};

/// Deterministic SplitMix64.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform-ish in `0..n` (0 when `n == 0`).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
    /// `n` deterministic filler bytes (seed files, fixed-seed test inputs).
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next_u64() >> 24) as u8).collect()
    }
    pub fn pick<'x, T>(&mut self, v: &'x [T]) -> Option<&'x T> {
        let i = self.below(v.len());
        v.get(i)
    }
}

/// One mutated payload.
#[derive(Debug, Clone)]
pub struct Mutant {
    pub class: &'static str,
    pub bytes: Vec<u8>,
    pub expect: Expect,
}

/// Whether a value of CBOR major `major` (simple value `arg` for major 7)
/// has the declared type (D9).
fn type_admits(ty: &Type, major: u8, arg: u64) -> bool {
    match ty {
        Type::Uint => major == 0,
        Type::Nint => major == 1,
        Type::Int => major <= 1,
        Type::Bstr => major == 2,
        Type::Tstr => major == 3,
        Type::Bool => major == 7 && (arg == 20 || arg == 21),
        Type::Array(_) => major == 4,
        Type::UintKeyedMap | Type::AnyKeyedMap => major == 5,
        Type::Any => true,
    }
}

/// The channel's envelope (§4.2): `frame_kind` / `corr` keys and `corr`
/// length, from the schema model (the oracle loads it once, in a `OnceLock`).
fn envelope(chan: Chan) -> &'static Envelope {
    &chan.oracle().model().envelope
}

/// Whether `key` is one of the envelope's keys (`frame_kind` or `corr`, §4.2).
pub(crate) fn is_envelope_key(chan: Chan, key: u64) -> bool {
    let env = envelope(chan);
    key == env.frame_kind_key || key == env.corr_key
}

/// Declared type of a top-level key (`None` for an unknown key).
fn key_type(chan: Chan, ft: u16, key: u64) -> Option<Type> {
    let frame = chan.oracle().model().frame_by_code(ft)?;
    let env = envelope(chan);
    if key == env.frame_kind_key {
        Some(Type::Uint)
    } else if key == env.corr_key {
        (frame.corr == Presence::Required).then_some(Type::Bstr)
    } else {
        frame.field_by_key(key).map(|f| f.ty.clone())
    }
}

fn key_required(chan: Chan, ft: u16, key: u64) -> bool {
    let Some(frame) = chan.oracle().model().frame_by_code(ft) else {
        return false;
    };
    let env = envelope(chan);
    if key == env.frame_kind_key {
        true
    } else if key == env.corr_key {
        frame.corr == Presence::Required
    } else {
        frame.field_by_key(key).is_some_and(|f| f.required)
    }
}

/// A non-negative key no frame of the channel declares, sorting after every
/// declared one (uint encodings sort like their values): D5 "unknown key".
fn unknown_key(chan: Chan) -> Vec<u8> {
    let model = chan.oracle().model();
    let env = &model.envelope;
    let max = model
        .frames
        .iter()
        .flat_map(|f| f.fields.iter().map(|x| x.key))
        .chain([env.frame_kind_key, env.corr_key])
        .max()
        .unwrap_or(0);
    // 99 as before when it is free (keeps committed corpora meaningful).
    cbor::uint(max.saturating_add(1).max(99))
}

/// All mutation classes applied once each to `base`, a payload of `ft` that
/// both sides accept and whose canonical form is `base` itself.
pub fn all(chan: Chan, ft: u16, base: &[u8], rng: &mut Rng) -> Vec<Mutant> {
    let Some(root) = cbor::parse(base) else {
        return Vec::new();
    };
    if root.major != 5 {
        return Vec::new();
    }
    let mut nodes = Vec::new();
    root.walk(&mut nodes);
    let mut out = Vec::new();
    let mut push = |class, bytes, expect| {
        out.push(Mutant {
            class,
            bytes,
            expect,
        })
    };
    let entries: Vec<(&Node, &Node)> = root.entries().collect();

    // RFC 8949 §4.2.1 shortest form (D3), for integers, lengths and counts.
    let heads: Vec<&&Node> = nodes
        .iter()
        .filter(|n| n.major <= 5 && n.arg <= 0xffff_ffff)
        .collect();
    if let Some(n) = rng.pick(&heads) {
        if let Some(h) = cbor::long_head(n.major, n.arg) {
            push(
                "non-shortest",
                cbor::splice(base, n.start, n.hdr_end, &h),
                Expect::Refuse,
            );
        }
    }

    // D3 key order: swap two adjacent entries of any map.
    let maps2: Vec<&&Node> = nodes
        .iter()
        .filter(|n| n.major == 5 && n.arg >= 2)
        .collect();
    if let Some(m) = rng.pick(&maps2) {
        let es: Vec<(&Node, &Node)> = m.entries().collect();
        let i = rng.below(es.len().saturating_sub(1));
        if let (Some((k1, v1)), Some((k2, v2))) = (es.get(i), es.get(i + 1)) {
            let mut mid = base.get(k2.start..v2.end).unwrap_or_default().to_vec();
            mid.extend_from_slice(base.get(k1.start..v1.end).unwrap_or_default());
            push(
                "swapped-keys",
                cbor::splice(base, k1.start, v2.end, &mid),
                Expect::Refuse,
            );
        }
    }

    // D3 duplicate key in any map.
    let maps1: Vec<&&Node> = nodes
        .iter()
        .filter(|n| n.major == 5 && n.arg >= 1)
        .collect();
    if let Some(m) = rng.pick(&maps1) {
        let es: Vec<(&Node, &Node)> = m.entries().collect();
        if let Some((k, v)) = rng.pick(&es) {
            push(
                "duplicate-key",
                cbor::duplicate_entry(base, m, k, v),
                Expect::Refuse,
            );
        }
    }

    // D3 definite lengths only: re-encode a string/array/map as indefinite.
    let sized: Vec<&&Node> = nodes
        .iter()
        .filter(|n| (2..=5).contains(&n.major))
        .collect();
    if let Some(n) = rng.pick(&sized) {
        let mut b = base.get(..n.start).unwrap_or_default().to_vec();
        match n.major {
            2 | 3 => {
                b.push((n.major << 5) | 31);
                b.extend_from_slice(base.get(n.start..n.end).unwrap_or_default());
            }
            _ => {
                b.push((n.major << 5) | 31);
                b.extend_from_slice(base.get(n.hdr_end..n.end).unwrap_or_default());
            }
        }
        b.push(0xff);
        b.extend_from_slice(base.get(n.end..).unwrap_or_default());
        push("indefinite-length", b, Expect::Refuse);
    }

    // D6/D7/D8: drop a required key.
    let required: Vec<&(&Node, &Node)> = entries
        .iter()
        .filter(|(k, _)| k.major == 0 && key_required(chan, ft, k.arg))
        .collect();
    if let Some((k, v)) = rng.pick(&required) {
        push(
            "dropped-required-key",
            cbor::remove_entry(base, &root, k, v),
            Expect::Refuse,
        );
    }

    // D8: an explicit null is absence (required → refused, optional → the
    // canonical form omits the entry).
    if let Some((k, v)) = rng.pick(&entries) {
        let nulled = cbor::splice(base, v.start, v.end, &[0xf6]);
        let expect = if key_required(chan, ft, k.arg) {
            Expect::Refuse
        } else {
            // Absence may still break a rule (e.g. §6.2 choice-options-required).
            Expect::CanonicalIfAccepted(cbor::remove_entry(base, &root, k, v))
        };
        push("explicit-null", nulled, expect);
    }

    // D6/D9: a value of the wrong major type.
    if let Some((k, v)) = rng.pick(&entries) {
        let ty = key_type(chan, ft, k.arg);
        let candidates: &[&[u8]] = &[
            &[0x00],
            &[0x20],
            &[0x41, 0x61],
            &[0x61, 0x61],
            &[0x81, 0x00],
            &[0xa1, 0x00, 0x00],
            &[0xf4],
        ];
        let wrong: Vec<&&[u8]> = candidates
            .iter()
            .filter(|c| {
                let first = c.first().copied().unwrap_or(0);
                let (maj, arg) = (first >> 5, u64::from(first & 0x1f));
                match &ty {
                    Some(Type::Any) | None => maj != v.major,
                    Some(t) => !type_admits(t, maj, arg),
                }
            })
            .collect();
        if let Some(c) = rng.pick(&wrong) {
            let expect = match &ty {
                Some(Type::Any) | None => Expect::Agree,
                Some(_) => Expect::Refuse,
            };
            push(
                "wrong-major-type",
                cbor::splice(base, v.start, v.end, c),
                expect,
            );
        }
    }

    // D5 / §4.3: an unknown negative key at the top level (appended, so the
    // key order stays valid: 0x20 sorts after every uint key).
    push(
        "unknown-negative-key",
        cbor::append_entry(base, &root, &[0x20, 0x00]),
        Expect::Refuse,
    );

    // D9 / §4.3 one level down: inside body/schema/context/params (refused)
    // or scope (keys are a local matter: accepted, canonical unchanged).
    let nested: Vec<(&Node, Type)> = entries
        .iter()
        .filter_map(|(k, v)| {
            let t = key_type(chan, ft, k.arg)?;
            matches!(t, Type::UintKeyedMap | Type::AnyKeyedMap).then_some((*v, t))
        })
        .collect();
    if let Some((m, t)) = rng.pick(&nested) {
        // Last key of the nested map must sort before 0x20 for the order to stay valid.
        let last_key_ok = m
            .entries()
            .last()
            .is_none_or(|(k, _)| base.get(k.start..k.end).unwrap_or_default() < &[0x20][..]);
        if last_key_ok {
            let b = cbor::append_entry(base, m, &[0x20, 0x00]);
            let expect = match t {
                Type::UintKeyedMap => Expect::Refuse,
                _ => Expect::Agree,
            };
            push("nested-unknown-negative-key", b, expect);
        }
    }

    // D5: an unknown non-negative key is skipped and dropped from the
    // canonical form (it sorts after every declared key).
    let unknown = unknown_key(chan);
    let last_top_ok = entries
        .last()
        .is_none_or(|(k, _)| base.get(k.start..k.end).unwrap_or_default() < &unknown[..]);
    if last_top_ok {
        let vals: &[&[u8]] = &[&[0x00], &[0x60], &[0x82, 0x01, 0xa0], &[0xf6], &[0x21]];
        if let Some(v) = rng.pick(vals) {
            let mut e = unknown.clone();
            e.extend_from_slice(v);
            push(
                "unknown-key",
                cbor::append_entry(base, &root, &e),
                Expect::Accept(base.to_vec()),
            );
        }
    }

    // D7/D10: out-of-range values and lengths.
    if let Some(frame) = chan.oracle().model().frame_by_code(ft) {
        let mut cands: Vec<(usize, usize, Vec<u8>)> = Vec::new();
        for (k, v) in &entries {
            if k.major != 0 {
                continue;
            }
            if k.arg == envelope(chan).corr_key && frame.corr == Presence::Required {
                let (lo, hi) = envelope(chan).corr_len;
                if lo > 0 {
                    cands.push((v.start, v.end, vec![0x40]));
                }
                let mut long = cbor::head(2, hi + 1);
                long.resize(long.len() + (hi as usize) + 1, 0x5a);
                cands.push((v.start, v.end, long));
            }
            let Some(f) = frame.field_by_key(k.arg) else {
                continue;
            };
            if let Some((_, hi)) = f.range {
                if hi < u64::MAX {
                    cands.push((v.start, v.end, cbor::uint(hi + 1)));
                }
            }
            if let Some((lo, hi)) = f.len {
                let major = v.major;
                if lo > 0 && (2..=4).contains(&major) {
                    cands.push((v.start, v.end, vec![major << 5]));
                }
                if let Some(hi) = hi.filter(|h| *h < 4096) {
                    let mut b = cbor::head(major, hi + 1);
                    let filler = if major == 4 { 0x60 } else { 0x61 };
                    b.resize(b.len() + (hi as usize) + 1, filler);
                    cands.push((v.start, v.end, b));
                }
            }
        }
        if let Some((s, e, b)) = rng.pick(&cands) {
            push(
                "out-of-range",
                cbor::splice(base, *s, *e, b),
                Expect::Refuse,
            );
        }
    }

    // D6: frame_kind ≠ frame type.
    if let Some(fk) = root.get(envelope(chan).frame_kind_key) {
        let others: Vec<u16> = chan.codes().iter().copied().filter(|c| *c != ft).collect();
        let other = match rng.below(3) {
            0 => u64::from(rng.next_u64() as u16),
            _ => u64::from(rng.pick(&others).copied().unwrap_or(0)),
        };
        if other != u64::from(ft) {
            push(
                "frame-kind-mismatch",
                cbor::splice(base, fk.start, fk.end, &cbor::uint(other)),
                Expect::Refuse,
            );
        }
    }

    // D3: exactly one complete item.
    let cut = rng.below(base.len());
    push(
        "truncation",
        base.get(..cut).unwrap_or_default().to_vec(),
        Expect::Refuse,
    );
    let mut trailing = base.to_vec();
    trailing.push(rng.next_u64() as u8);
    push("trailing-byte", trailing, Expect::Refuse);

    // D3: text strings are valid UTF-8 (0xff never occurs in UTF-8).
    let texts: Vec<&&Node> = nodes
        .iter()
        .filter(|n| n.major == 3 && n.arg >= 1)
        .collect();
    if let Some(t) = rng.pick(&texts) {
        let at = t.hdr_end + rng.below(t.end - t.hdr_end);
        push(
            "invalid-utf8",
            cbor::splice(base, at, at + 1, &[0xff]),
            Expect::Refuse,
        );
    } else if last_top_ok {
        // No text anywhere: an unknown key whose (still validated) value is bad text.
        let mut e = unknown;
        e.extend_from_slice(&[0x62, 0xc3, 0x28]);
        push(
            "invalid-utf8",
            cbor::append_entry(base, &root, &e),
            Expect::Refuse,
        );
    }
    out
}
