//! One payload, both implementations, both profiles: the comparison every
//! target is built on.
//!
//! Refusals must agree on the wire outcome, the rule, the schema rule id, the
//! field, the basis and the section (`schema/SEMANTICS.md`); accepts on the
//! frame kind, the corr and the canonical bytes (`to_vec()` == the oracle's
//! canonical form, `encoded_len()` == its length), and the canonical form must
//! decode again to the same fields and bytes (a fixed point). An accepted
//! frame is also held to the sender's checks: its `validate_with` must agree
//! with the oracle's `check_sender` (what a receiver ignores but a sender
//! MUST NOT send, such as a reserved flag bit).

use crate::{guarded, mix_signature, note_rule, Chan, Finding};
use npamp_generated::rt::{self, DecodeError};
use npamp_oracle::{Corr, Refusal, Ruling};
use npamp_schema::{Basis, OutcomeDef, Profile, Rule};
use npamp_testkit::hex::hex;

/// A refusal reduced to what both sides report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub rule: Rule,
    pub rule_id: Option<String>,
    pub field: Option<String>,
    pub basis: Basis,
    pub section: String,
    /// Error code, or `0x1_0000 + frame type` for a core frame.
    pub outcome: u64,
    /// Only for `decode_reply` / `check_cross`: the request was refused.
    pub in_request: bool,
}

impl Said {
    pub fn describe(&self) -> String {
        let mut s = format!("refuse `{}`", self.rule);
        if let Some(id) = &self.rule_id {
            s.push_str(&format!(" id `{id}`"));
        }
        if let Some(f) = &self.field {
            s.push_str(&format!(" field `{f}`"));
        }
        s.push_str(&format!(
            " [{} {}] outcome {}",
            self.basis,
            self.section,
            describe_outcome(self.outcome)
        ));
        if self.in_request {
            s.push_str(" (in the request)");
        }
        s
    }
}

fn describe_outcome(o: u64) -> String {
    if o >= 0x1_0000 {
        format!("core_frame {:#06x}", o - 0x1_0000)
    } else {
        format!("code {o}")
    }
}

/// What one side decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Side {
    Accept {
        frame_type: u16,
        corr: Option<Corr>,
        bytes: Vec<u8>,
    },
    Refuse(Said),
}

impl Side {
    pub fn describe(&self) -> String {
        match self {
            Side::Accept {
                frame_type, bytes, ..
            } => format!("accept {frame_type:#06x} canonical {}", hex(bytes)),
            Side::Refuse(s) => s.describe(),
        }
    }
    pub fn said(&self) -> Option<&Said> {
        match self {
            Side::Refuse(s) => Some(s),
            Side::Accept { .. } => None,
        }
    }
    pub fn canonical(&self) -> Option<&[u8]> {
        match self {
            Side::Accept { bytes, .. } => Some(bytes),
            Side::Refuse(_) => None,
        }
    }
}

fn gen_outcome(chan: &Chan, e: &DecodeError) -> u64 {
    match chan.gen.outcome(e) {
        rt::Outcome::Code { value, .. } => value,
        rt::Outcome::CoreFrame(t) => 0x1_0000 + u64::from(t),
        _ => u64::MAX,
    }
}

pub(crate) fn gen_said(chan: &Chan, e: &DecodeError, in_request: bool) -> Said {
    Said {
        rule: e.rule(),
        rule_id: e.rule_id().map(str::to_string),
        field: e.field().map(str::to_string),
        basis: e.basis(),
        section: e.section().to_string(),
        outcome: gen_outcome(chan, e),
        in_request,
    }
}

pub(crate) fn oracle_said(r: &Refusal) -> Said {
    Said {
        rule: r.rule,
        rule_id: r.rule_id.clone(),
        field: r.field.clone(),
        basis: r.basis,
        section: r.section.clone(),
        outcome: match &r.outcome {
            OutcomeDef::Code { value, .. } => *value,
            OutcomeDef::CoreFrame(t) => 0x1_0000 + u64::from(*t),
        },
        in_request: r.request,
    }
}

pub(crate) fn gen_corr(c: Option<rt::Corr<'_>>) -> Option<Corr> {
    c.map(|c| match c {
        rt::Corr::Bytes(b) => Corr::Bytes(b.to_vec()),
        rt::Corr::Uint(n) => Corr::Uint(n),
    })
}

pub(crate) fn oracle_side(v: &Ruling) -> Side {
    match v {
        Ruling::Accept(a) => Side::Accept {
            frame_type: a.frame_kind,
            corr: a.corr.clone(),
            bytes: a.canonical.clone(),
        },
        Ruling::Reject(r) => Side::Refuse(oracle_said(r)),
    }
}

/// A view's fields, as text (Debug), for round-trip equality (NaN-safe).
pub(crate) fn fields_text(v: &dyn rt::FrameView<'_>) -> String {
    format!("{:?}", v.fields())
}

/// Field lists equal, floats compared bit for bit (a NaN equals itself; the
/// derived `PartialEq` would not say so). Cheaper than comparing
/// [`fields_text`], which formats every value.
fn same_fields(x: &[(&str, rt::FieldValue<'_>)], y: &[(&str, rt::FieldValue<'_>)]) -> bool {
    x.len() == y.len()
        && x.iter()
            .zip(y)
            .all(|((a, u), (b, v))| a == b && same_value(u, v))
}

fn same_value(a: &rt::FieldValue<'_>, b: &rt::FieldValue<'_>) -> bool {
    use rt::FieldValue as F;
    match (a, b) {
        (F::Float(x), F::Float(y)) => x.to_bits() == y.to_bits(),
        (F::Array(x), F::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(u, v)| same_value(u, v))
        }
        (F::Record(x), F::Record(y)) => same_fields(x, y),
        (F::Entries(x), F::Entries(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((k, u), (l, v))| same_value(k, l) && same_value(u, v))
        }
        _ => a == b,
    }
}

/// Generated `decode` under `profile`, plus the round trip of an accept:
/// `to_vec()` decodes again (same profile) to the same fields and bytes.
pub fn gen_decode(chan: &Chan, ft: u16, payload: &[u8], profile: Profile) -> Result<Side, String> {
    gen_decode_sender(chan, ft, payload, profile).map(|(s, _)| s)
}

/// [`gen_decode`], with an accepted frame's sender-side verdict
/// (`validate_with` under the same profile): `Some` refusal or `None`.
fn gen_decode_sender(
    chan: &Chan,
    ft: u16,
    payload: &[u8],
    profile: Profile,
) -> Result<(Side, Option<Said>), String> {
    match chan.gen.decode(ft, payload, profile) {
        Ok(v) => {
            let sender = v
                .validate_with(profile)
                .err()
                .map(|e| gen_said(chan, &e, false));
            let bytes = v.to_vec();
            if v.encoded_len() != bytes.len() {
                return Err(format!(
                    "encoded_len() {} != to_vec().len() {}",
                    v.encoded_len(),
                    bytes.len()
                ));
            }
            if v.frame_type() != ft {
                return Err(format!("view frame_type {:#06x}", v.frame_type()));
            }
            let check = chan.gen.check(ft, payload, profile);
            match check {
                Ok(s) if s.frame_type == ft && gen_corr(s.corr) == gen_corr(v.corr()) => {}
                Ok(_) => return Err("check() summary differs from decode()".into()),
                Err(e) => return Err(format!("check() refuses what decode() accepts: {e}")),
            }
            // The round trip. `decode` is a function of the frame type, the
            // bytes and the profile: when the input already is its canonical
            // form (every valid `structured` base frame), decoding it again
            // would repeat this decode, so the fixed point holds as is.
            if bytes == payload {
                let side = Side::Accept {
                    frame_type: v.frame_type(),
                    corr: gen_corr(v.corr()),
                    bytes,
                };
                return Ok((side, sender));
            }
            match chan.gen.decode(ft, &bytes, profile) {
                Ok(again) => {
                    if again.to_vec() != bytes {
                        return Err(format!(
                            "to_vec() is not a fixed point: {} then {}",
                            hex(&bytes),
                            hex(&again.to_vec())
                        ));
                    }
                    if !same_fields(&again.fields(), &v.fields()) {
                        return Err(format!(
                            "round trip changes the fields: {} then {}",
                            fields_text(&*v),
                            fields_text(&*again)
                        ));
                    }
                }
                Err(e) => return Err(format!("to_vec() {} is refused: {e}", hex(&bytes))),
            }
            let side = Side::Accept {
                frame_type: v.frame_type(),
                corr: gen_corr(v.corr()),
                bytes,
            };
            Ok((side, sender))
        }
        Err(e) => {
            if let Ok(s) = chan.gen.check(ft, payload, profile) {
                return Err(format!(
                    "check() accepts ({:#06x}) what decode() refuses: {e}",
                    s.frame_type
                ));
            }
            Ok((Side::Refuse(gen_said(chan, &e, false)), None))
        }
    }
}

/// An accepted frame's sender-side verdicts agree: the generated
/// `validate_with` (`gen`) and the oracle's `check_sender` — asked only on a
/// channel whose sender checks refuse more than its receiver's; elsewhere
/// what the receiver accepted the sender's checks accept.
fn sender_agrees(
    chan: &Chan,
    ft: u16,
    payload: &[u8],
    profile: Profile,
    gen: Option<&Said>,
) -> Result<(), Finding> {
    let orc = if chan.oracle.has_sender_checks() {
        oracle_side(&chan.oracle.check_sender(ft, payload, profile))
    } else {
        Side::Accept {
            frame_type: ft,
            corr: None,
            bytes: Vec::new(),
        }
    };
    let same = match (gen, orc.said()) {
        (None, None) => true,
        (Some(g), Some(o)) => diff(&Side::Refuse(g.clone()), &Side::Refuse(o.clone())).is_none(),
        _ => false,
    };
    if same {
        return Ok(());
    }
    let g = gen.map_or("accept".to_string(), Said::describe);
    let o = orc.said().map_or("accept".to_string(), Said::describe);
    Err(Finding::disagreement(format!(
        "the sender's checks differ (generated validate_with, oracle check_sender)\n  channel:   {} ({profile} profile)\n  input:     frame type {ft:#06x} payload {}\n  generated: {g}\n  oracle:    {o}",
        chan.name(),
        hex(payload)
    )))
}

/// Compare `gen` and `orc` for one input; `Err` describes the difference.
pub(crate) fn diff(gen: &Side, orc: &Side) -> Option<&'static str> {
    match (gen, orc) {
        (Side::Refuse(g), Side::Refuse(o)) => {
            if g.outcome != o.outcome {
                Some("wire outcomes differ")
            } else if g.rule != o.rule {
                Some("rules differ")
            } else if g.rule_id != o.rule_id {
                Some("schema rule ids differ")
            } else if g.field != o.field {
                Some("fields differ")
            } else if g.in_request != o.in_request {
                Some("request/reply attribution differs")
            } else if g.basis != o.basis {
                Some("bases differ")
            } else if g.section != o.section {
                Some("sections differ")
            } else {
                None
            }
        }
        (
            Side::Accept {
                frame_type: gf,
                corr: gc,
                bytes: gb,
            },
            Side::Accept {
                frame_type: of,
                corr: oc,
                bytes: ob,
            },
        ) => {
            if gf != of {
                Some("frame kinds differ")
            } else if gc != oc {
                Some("corr differs")
            } else if gb != ob {
                Some("to_vec() differs from the oracle's canonical form")
            } else {
                None
            }
        }
        (Side::Accept { .. }, Side::Refuse(_)) => Some("generated accepts, oracle refuses"),
        (Side::Refuse(_), Side::Accept { .. }) => Some("generated refuses, oracle accepts"),
    }
}

pub(crate) fn report(
    chan: &Chan,
    what: &str,
    input: &str,
    profile: Profile,
    gen: &Side,
    orc: &Side,
) -> Finding {
    Finding::disagreement(format!(
        "{what}\n  channel:   {} ({profile} profile)\n  input:     {input}\n  generated: {}\n  oracle:    {}",
        chan.name(),
        gen.describe(),
        orc.describe()
    ))
}

fn signature(ft: u16, profile: Profile, s: &Side) {
    match s {
        Side::Accept { corr, .. } => mix_signature(&[
            b"A",
            &ft.to_be_bytes(),
            profile.as_str().as_bytes(),
            &[u8::from(corr.is_some())],
        ]),
        Side::Refuse(r) => {
            note_rule(r.rule);
            mix_signature(&[
                b"R",
                &ft.to_be_bytes(),
                profile.as_str().as_bytes(),
                r.rule.as_str().as_bytes(),
                r.rule_id.as_deref().unwrap_or("").as_bytes(),
                r.field.as_deref().unwrap_or("").as_bytes(),
            ])
        }
    }
}

/// Decode `payload` as `ft` with both sides under `profile` and compare.
/// Returns the (agreed) verdict.
pub fn compare(chan: &Chan, ft: u16, payload: &[u8], profile: Profile) -> Result<Side, Finding> {
    compare_inner(chan, ft, payload, profile, None)
}

/// [`compare`], with the oracle's verdict on the same frame type, payload and
/// profile already in hand (the base frame's repair asked for it): the
/// generated side is decoded and checked as in [`compare`], the oracle is not
/// asked twice for one verdict.
pub fn compare_known(
    chan: &Chan,
    ft: u16,
    payload: &[u8],
    profile: Profile,
    oracle: &Ruling,
) -> Result<Side, Finding> {
    compare_inner(chan, ft, payload, profile, Some(oracle))
}

fn compare_inner(
    chan: &Chan,
    ft: u16,
    payload: &[u8],
    profile: Profile,
    known: Option<&Ruling>,
) -> Result<Side, Finding> {
    let input = || format!("frame type {ft:#06x} payload {}", hex(payload));
    let (gen, sender) = guarded("generated decode", || {
        gen_decode_sender(chan, ft, payload, profile)
    })
    .map_err(|f| f.context(&format!("{} {}", chan.name(), input())))?
    .map_err(|m| {
        Finding::disagreement(format!(
            "generated codec inconsistent: {m}\n  channel: {} ({profile} profile)\n  input:   {}",
            chan.name(),
            input()
        ))
    })?;
    let orc = match known {
        Some(v) => oracle_side(v),
        None => guarded("oracle check", || {
            oracle_side(&chan.oracle.check(ft, payload, profile))
        })
        .map_err(|f| f.context(&format!("{} {}", chan.name(), input())))?,
    };
    if let Some(what) = diff(&gen, &orc) {
        return Err(report(chan, what, &input(), profile, &gen, &orc));
    }
    if let Side::Accept { frame_type, .. } = &orc {
        if *frame_type != ft {
            return Err(report(
                chan,
                "accepted with another frame kind",
                &input(),
                profile,
                &gen,
                &orc,
            ));
        }
    }
    if orc.canonical().is_some() {
        sender_agrees(chan, ft, payload, profile, sender.as_ref())?;
    }
    signature(ft, profile, &orc);
    Ok(orc)
}

/// Both profiles; the strict verdict first. Also: what the strict profile
/// accepts, the minimum profile accepts with the same canonical form.
pub fn compare_both(chan: &Chan, ft: u16, payload: &[u8]) -> Result<[Side; 2], Finding> {
    let s = compare(chan, ft, payload, Profile::Strict)?;
    let m = compare(chan, ft, payload, Profile::Minimum)?;
    profiles_agree(chan, ft, payload, &s, &m)?;
    Ok([s, m])
}

/// What the strict profile accepts, the minimum profile accepts with the same
/// canonical form.
fn profiles_agree(chan: &Chan, ft: u16, payload: &[u8], s: &Side, m: &Side) -> Result<(), Finding> {
    if let (Some(a), Some(b)) = (s.canonical(), m.canonical()) {
        if a != b {
            return Err(Finding::disagreement(format!(
                "the profiles' canonical forms differ\n  channel: {}\n  input:   frame type {ft:#06x} payload {}\n  strict:  {}\n  minimum: {}",
                chan.name(),
                hex(payload),
                hex(a),
                hex(b)
            )));
        }
    }
    if s.canonical().is_some() && m.canonical().is_none() {
        return Err(Finding::disagreement(format!(
            "the minimum profile refuses what the strict one accepts\n  channel: {}\n  input:   frame type {ft:#06x} payload {}\n  minimum: {}",
            chan.name(),
            hex(payload),
            m.describe()
        )));
    }
    Ok(())
}

/// The profiles a `structured` / `cross` execution judges under: the one the
/// input's next choice picks (`true`: minimum), or both on a replay (`both`).
/// The choice is read either way, so an input means the same in both.
pub fn picked_profiles(u: &mut arbitrary::Unstructured<'_>, both: bool) -> &'static [Profile] {
    let minimum = u.arbitrary::<bool>().unwrap_or(false);
    match (both, minimum) {
        (true, _) => &Profile::ALL,
        (false, true) => &[Profile::Minimum],
        (false, false) => &[Profile::Strict],
    }
}

/// The profile a raw `decode` input is checked under: bit 0 of its first
/// byte, 1 strict (the seeds' prefix `0x01`), 0 minimum. The frame type does
/// not use that bit below `0xf0` ([`Chan::split_input`]); at `0xf0..` it is
/// the foreign type's bit 8 (foreign types are refused under both profiles).
pub fn input_profile(data: &[u8]) -> Profile {
    match data.first() {
        Some(b) if b & 1 == 0 => Profile::Minimum,
        _ => Profile::Strict,
    }
}

/// The `decode` target: raw bytes ([`Chan::split_input`]) compared with the
/// oracle under the profile the input picks ([`input_profile`]): one profile
/// per execution, half the work of both; the fuzzer reaches the other by
/// flipping one bit. The relation between the profiles is still checked on
/// every input where it can fail, with the generated decoder alone (the cheap
/// side): a strict acceptance must be a minimum acceptance with the same
/// canonical form, and a minimum refusal a strict refusal.
pub fn decode_target(chan: &Chan, data: &[u8]) -> Result<(), Finding> {
    let (ft, payload) = chan.split_input(data);
    let profile = input_profile(data);
    let side = compare(chan, ft, payload, profile)?;
    other_profile_agrees(chan, ft, payload, profile, &side)
}

/// After [`compare`] under `profile` gave `side`: where the relation between
/// the profiles can fail (a strict acceptance, a minimum refusal), the
/// generated decoder's verdict under the other profile must keep it.
pub fn other_profile_agrees(
    chan: &Chan,
    ft: u16,
    payload: &[u8],
    profile: Profile,
    side: &Side,
) -> Result<(), Finding> {
    let other = match (profile, side.canonical().is_some()) {
        (Profile::Strict, true) => Profile::Minimum,
        (Profile::Minimum, false) => Profile::Strict,
        _ => return Ok(()),
    };
    // The verdict alone: the round-trip checks of `gen_decode` ran under
    // `profile` on this input, and run under `other` whenever an input picks
    // it.
    let theirs = guarded("generated decode", || {
        match chan.gen.decode(ft, payload, other) {
            Ok(v) => Side::Accept {
                frame_type: v.frame_type(),
                corr: gen_corr(v.corr()),
                bytes: v.to_vec(),
            },
            Err(e) => Side::Refuse(gen_said(chan, &e, false)),
        }
    })
    .map_err(|f| {
        f.context(&format!(
            "{} frame type {ft:#06x} payload {} ({other} profile)",
            chan.name(),
            hex(payload)
        ))
    })?;
    let [strict, minimum] = match profile {
        Profile::Strict => [side, &theirs],
        Profile::Minimum => [&theirs, side],
    };
    profiles_agree(chan, ft, payload, strict, minimum)
}

/// Replays (`cargo test`, the committed seeds and artifacts): both profiles
/// against the oracle, whatever the first byte says.
pub fn decode_replay(chan: &Chan, data: &[u8]) -> Result<(), Finding> {
    let (ft, payload) = chan.split_input(data);
    compare_both(chan, ft, payload).map(|_| ())
}
