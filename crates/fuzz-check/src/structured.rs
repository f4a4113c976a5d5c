//! The `structured` target: a frame generated from the channel's `Model`
//! ([`crate::gen`]). A wild one is compared under both profiles. A valid one
//! (the oracle accepts it: its repair asked) is, picked by the input, either
//! checked itself (one execution in four: under strict it must be accepted
//! with itself as canonical form, and the generated decoder's minimum verdict
//! must agree) or mutated by ONE mutation class chosen by the input
//! ([`crate::mutate`]) whose implied rule both sides must report, under one
//! profile also chosen by the input. A replay does all of it: the frame, and
//! the mutant under both profiles.

use crate::compare::{
    compare, compare_both, compare_known, other_profile_agrees, picked_profiles, Side,
};
use crate::gen::{repair_accepted, Gen, Mode};
use crate::mutate::{self, Class, Mutant, Skipped};
use crate::{mix_signature, Chan, Finding};
use arbitrary::Unstructured;
use npamp_oracle::{encode_value, Ruling};
use npamp_schema::{Frame, Profile};
use npamp_testkit::hex::hex;

/// A generated base frame: payload bytes, and whether it was built valid.
pub fn base_frame<'m>(
    chan: &'m Chan,
    u: &mut Unstructured<'_>,
) -> Option<(&'m Frame, Vec<u8>, bool)> {
    let (frame, bytes, accepted) = base(chan, u)?;
    Some((frame, bytes, accepted.is_some()))
}

/// A base frame and, when it was built valid, the oracle's strict verdict
/// (an accept) on its bytes; `None` for a wild frame or one the repair could
/// not make valid.
fn base<'m>(
    chan: &'m Chan,
    u: &mut Unstructured<'_>,
) -> Option<(&'m Frame, Vec<u8>, Option<Ruling>)> {
    let frames = &chan.model().frames;
    if frames.is_empty() {
        return None;
    }
    let frame = &frames[usize::from(u.arbitrary::<u8>().unwrap_or(0)) % frames.len()];
    let wild = u.arbitrary::<u8>().unwrap_or(0).is_multiple_of(8);
    let mut g = Gen::new(chan.model(), u, if wild { Mode::Wild } else { Mode::Valid });
    let mut v = g.frame(frame);
    if wild {
        return Some((frame, encode_value(&v), None));
    }
    let (bytes, accepted) = repair_accepted(&mut g, chan.oracle, frame, &mut v);
    Some((frame, bytes, accepted))
}

/// Check a mutant's verdicts against its class's expectation, under both
/// profiles.
pub fn check_mutant(chan: &Chan, base: &[u8], mt: &Mutant) -> Result<(), Finding> {
    check_mutant_under(chan, base, mt, &Profile::ALL)
}

/// [`check_mutant`] under the given profiles.
pub fn check_mutant_under(
    chan: &Chan,
    base: &[u8],
    mt: &Mutant,
    profiles: &[Profile],
) -> Result<(), Finding> {
    for &profile in profiles {
        let side = compare(chan, mt.frame_type, &mt.bytes, profile)
            .map_err(|f| f.context(&format!("mutation class `{}`", mt.class)))?;
        let refused = profile.refuses(mt.basis) && mt.skipped != Skipped::Ignored;
        let bad = |why: &str| {
            Finding::disagreement(format!(
                "mutation class `{}` ({profile} profile): {why}\n  channel: {}\n  base:    frame type {:#06x} payload {}\n  mutant:  frame type {:#06x} payload {}\n  both:    {}",
                mt.class,
                chan.name(),
                mt.frame_type,
                hex(base),
                mt.frame_type,
                hex(&mt.bytes),
                side.describe()
            ))
        };
        match (mt.rule, refused) {
            (None, _) => match &side {
                Side::Accept { bytes, .. } if bytes == base => {}
                _ => return Err(bad("must be accepted with the base as canonical form")),
            },
            (Some(rule), true) => {
                let ok = match &side {
                    Side::Refuse(s) => match &mt.rule_id {
                        None => s.rule == rule,
                        Some(id) => {
                            s.rule_id.as_deref() == Some(id.as_str())
                                || s.rule_id.as_ref().is_some_and(|x| mt.earlier.contains(x))
                        }
                    },
                    Side::Accept { .. } => false,
                };
                if !ok {
                    let want = match &mt.rule_id {
                        Some(id) => format!("`{rule}` `{id}`"),
                        None => format!("`{rule}`"),
                    };
                    return Err(bad(&format!("must be refused with {want} [{}]", mt.basis)));
                }
            }
            (Some(rule), false) => match (&mt.skipped, &side) {
                (Skipped::AcceptBase, Side::Accept { bytes, .. }) if bytes == base => {}
                (Skipped::Accept | Skipped::Ignored, Side::Accept { .. }) => {}
                (Skipped::NotThisRule, Side::Accept { .. }) => {}
                (Skipped::NotThisRule, Side::Refuse(s))
                    if s.rule != rule || (mt.rule_id.is_some() && s.rule_id != mt.rule_id) => {}
                _ => {
                    return Err(bad(&format!(
                        "a `{}` fault is not refused under this profile ({:?} expected)",
                        mt.basis, mt.skipped
                    )))
                }
            },
        }
    }
    Ok(())
}

/// The `structured` target: the mutant is judged under one profile, picked
/// by the input (the fuzzer reaches the other by changing one byte); a
/// replay judges it under both ([`structured_replay`]).
pub fn structured_target(chan: &Chan, data: &[u8]) -> Result<(), Finding> {
    structured_with(chan, data, false)
}

/// Replays (`cargo test`): the mutant under both profiles.
pub fn structured_replay(chan: &Chan, data: &[u8]) -> Result<(), Finding> {
    structured_with(chan, data, true)
}

fn structured_with(chan: &Chan, data: &[u8], both: bool) -> Result<(), Finding> {
    let mut u = Unstructured::new(data);
    let Some((frame, bytes, accepted)) = base(chan, &mut u) else {
        return Ok(());
    };
    let Some(accepted) = accepted else {
        // A wild (or unrepaired) frame: both profiles against the oracle.
        return compare_both(chan, frame.code, &bytes).map(|_| ());
    };
    // A valid frame. What this execution checks is picked by the input (a
    // replay checks both): the frame itself (one in four) or one mutant of
    // it. Each needs the oracle's verdict on the frame (its repair asked for
    // it); neither needs the other's work.
    let part = u.arbitrary::<u8>().unwrap_or(0) % 4;
    if both || part == 3 {
        check_valid_base(chan, frame.code, &bytes, &accepted)?;
    }
    if both || part != 3 {
        return check_one_mutant(chan, frame, &bytes, &mut u, both);
    }
    Ok(())
}

/// A valid base frame: the oracle under strict (its verdict from the repair);
/// the minimum profile's acceptance (same canonical form) from the generated
/// decoder; and the frame is its own canonical form.
fn check_valid_base(chan: &Chan, ft: u16, bytes: &[u8], accepted: &Ruling) -> Result<(), Finding> {
    let strict = compare_known(chan, ft, bytes, Profile::Strict, accepted)?;
    other_profile_agrees(chan, ft, bytes, Profile::Strict, &strict)?;
    match &strict {
        Side::Accept { bytes: canon, .. } if canon == bytes => Ok(()),
        _ => Err(Finding::disagreement(format!(
            "a generated canonical frame is not accepted as itself\n  channel: {}\n  input:   frame type {ft:#06x} payload {}\n  both:    {}",
            chan.name(),
            hex(bytes),
            strict.describe()
        ))),
    }
}

/// One mutation class of `bytes` (a valid `frame`), judged under one profile
/// picked by the input, or under both (`both`).
fn check_one_mutant(
    chan: &Chan,
    frame: &Frame,
    bytes: &[u8],
    u: &mut Unstructured<'_>,
    both: bool,
) -> Result<(), Finding> {
    // One class, chosen by the input; the next applicable one when it does not apply.
    let first = usize::from(u.arbitrary::<u8>().unwrap_or(0)) % Class::ALL.len();
    let profiles = picked_profiles(u, both);
    let classes = Class::ALL.iter().cycle().skip(first).take(Class::ALL.len());
    for &class in classes {
        if let Some(mt) = mutate::apply(chan, frame, bytes, class, u) {
            mix_signature(&[mt.class.as_str().as_bytes()]);
            let judged = check_mutant_under(chan, bytes, &mt, profiles);
            mutate::recycle(mt);
            return judged;
        }
    }
    Ok(())
}
