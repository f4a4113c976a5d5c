//! The mutants of the mutation run (`cargo xtask fuzz --mutants`): every
//! check the generated decoders make, every generic check of the reader and
//! every clause of the behaviour monitor, each switched off alone at run time
//! in one build (`--cfg npamp_mutant`; the switches are in
//! `crates/runtime/src/mutant.rs` and `crates/harness/src/machine/mutant.rs`).
//! The oracle is never mutated: it shares no code with either.
//!
//! The list comes from what the build holds, never from a hand list: the
//! check sites each generated channel registered (`Channel::mutant_sites`,
//! the `static __C…: p::Ctx` of its code), the reader's switchable rules
//! (`rt::__private::GENERIC`) and the requirements the monitor grades for
//! each channel's schema. A mutant is fuzzed with the targets that can reach
//! its check ([`Mutant::mix`]), from one process; it is killed by the first
//! finding (a disagreement with the oracle, a broken property, a missed
//! clause, a panic).

use std::fmt;

/// What a mutant switches off.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// Check site `index` (`__C<index>`) of a channel's generated code.
    Site { index: usize },
    /// A generic check of the reader, on every channel.
    Reader { rule: npamp_schema::Rule },
    /// A clause of the behaviour monitor (a requirement id).
    Monitor { requirement: String },
}

/// One mutant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mutant {
    /// Its stable name: `<channel>:<field>` with `/<rule id>` for a schema
    /// rule's site or `@<basis><section>` for a site with a basis of its own,
    /// `reader:<rule>`, `monitor:<requirement id>`.
    pub id: String,
    /// The channel module (`all` for a reader check).
    pub channel: &'static str,
    pub kind: Kind,
    /// What the switched-off check is, for a reader.
    pub about: String,
    /// The targets fuzzed and their weights: an input goes to a target
    /// picked by its hash, in these proportions.
    pub mix: Vec<(&'static str, u64)>,
}

impl fmt::Display for Mutant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.id, self.about)
    }
}

/// Whether this build has the mutants' switches (`--cfg npamp_mutant`).
pub const fn available() -> bool {
    cfg!(npamp_mutant)
}

/// The target a mixed input goes to: by its FNV-1a hash, in proportion to
/// the weights (a function of the input, so a finding replays).
pub fn pick<'m>(mix: &'m [(&'static str, u64)], data: &[u8]) -> Option<&'m str> {
    let total: u64 = mix.iter().map(|(_, w)| *w).sum();
    if total == 0 {
        return None;
    }
    let h = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut at = h % total;
    for (t, w) in mix {
        if at < *w {
            return Some(t);
        }
        at -= w;
    }
    None
}

#[cfg(npamp_mutant)]
mod on {
    use super::{Kind, Mutant};
    use crate::{Chan, Finding, CHANNEL_FREE};
    use npamp_generated::rt::__private as p;
    use npamp_schema::{Model, RuleKind};

    /// Every mutant of this build (`--cfg npamp_mutant`), channels in
    /// registry order: sites, then monitor clauses; the reader's checks last.
    pub fn all() -> Vec<Mutant> {
        let mut v = Vec::new();
        for c in Chan::all() {
            sites(c, &mut v);
            #[cfg(feature = "exchange")]
            monitor(c, &mut v);
        }
        for r in p::GENERIC {
            v.push(Mutant {
                id: format!("reader:{}", r.as_str()),
                channel: CHANNEL_FREE,
                kind: Kind::Reader { rule: *r },
                about: format!("the reader's `{}` check", r.as_str()),
                mix: vec![("structured", 3), ("decode", 1)],
            });
        }
        v
    }

    fn sites(c: &Chan, v: &mut Vec<Mutant>) {
        let model = c.model();
        for (i, s) in c.gen.mutant_sites().iter().enumerate() {
            let cross = s.rule_id.is_some_and(|id| is_cross(model, id));
            // Stable across regenerations: a site is its (field, rule id,
            // own basis and section), which its number is not.
            let mut id = format!("{}:{}", c.name(), s.field.unwrap_or("-"));
            let mut about = format!("C{i}");
            if let Some(r) = s.rule_id {
                id.push_str(&format!("/{r}"));
                about.push_str(&format!(" rule `{r}`"));
            } else if let Some((b, sec)) = s.own {
                id.push_str(&format!("@{}{sec}", b.as_str()));
            }
            if let Some(f) = s.field {
                about.push_str(&format!(" field `{f}`"));
            }
            if let Some((b, sec)) = s.own {
                about.push_str(&format!(" ({sec}, {})", b.as_str()));
            }
            v.push(Mutant {
                id,
                channel: c.name(),
                kind: Kind::Site { index: i },
                about,
                mix: if cross {
                    vec![("cross", 1)]
                } else {
                    vec![("structured", 3), ("decode", 1)]
                },
            });
        }
    }

    fn is_cross(m: &Model, id: &str) -> bool {
        m.frames.iter().flat_map(|f| &f.body.rules).any(|r| {
            r.id == id
                && matches!(
                    r.kind,
                    RuleKind::CrossFrame { .. }
                        | RuleKind::CrossAbsentUnless { .. }
                        | RuleKind::CrossRelation { .. }
                )
        })
    }

    #[cfg(feature = "exchange")]
    fn monitor(c: &Chan, v: &mut Vec<Mutant>) {
        let mut seen = std::collections::BTreeSet::new();
        for r in npamp_harness::machine::requirements(c.model()) {
            if !seen.insert(r.id.clone()) {
                continue;
            }
            v.push(Mutant {
                id: format!("monitor:{}", r.id),
                channel: c.name(),
                about: format!("{} {}", r.section, short(&r.clause)),
                kind: Kind::Monitor { requirement: r.id },
                mix: vec![("exchange", 1)],
            });
        }
    }

    #[cfg(feature = "exchange")]
    fn short(s: &str) -> String {
        let one: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
        match one.char_indices().nth(70) {
            Some((i, _)) => format!("{}…", &one[..i]),
            None => one,
        }
    }

    /// Switch `m` on alone (`None`: every check on again).
    pub fn switch(m: Option<&Mutant>) -> Result<(), String> {
        p::set_site(None);
        p::set_rule(None);
        #[cfg(feature = "exchange")]
        npamp_harness::machine::switch_off(None);
        let Some(m) = m else { return Ok(()) };
        match &m.kind {
            Kind::Site { index } => {
                let c =
                    Chan::named(m.channel).ok_or_else(|| format!("no channel {}", m.channel))?;
                let s = c
                    .gen
                    .mutant_sites()
                    .get(*index)
                    .ok_or_else(|| format!("{}: no site {index}", m.id))?;
                p::set_site(Some(s));
            }
            Kind::Reader { rule } => p::set_rule(Some(*rule)),
            #[cfg(feature = "exchange")]
            Kind::Monitor { requirement } => {
                npamp_harness::machine::switch_off(Some(requirement));
            }
            #[cfg(not(feature = "exchange"))]
            Kind::Monitor { .. } => return Err(format!("{}: built without the harness", m.id)),
        }
        Ok(())
    }

    /// Run one input of the mutant's mix ([`Mutant::mix`]): the target its
    /// hash picks, on the mutant's channel (a reader check: the input's
    /// first byte picks one).
    pub fn check(m: &Mutant, data: &[u8]) -> Result<(), Finding> {
        super::through_mix(&m.mix, m.channel, data, false).unwrap_or(Ok(()))
    }
}

#[cfg(npamp_mutant)]
pub use on::{all, check, switch};

/// The mutant named `id` in this build.
#[cfg(npamp_mutant)]
pub fn named(id: &str) -> Option<Mutant> {
    all().into_iter().find(|m| m.id == id)
}

/// Replay a killing input of a mutant's mix through the target it picks,
/// in THIS build (the host's, unmutated): `Ok` means the finding was the
/// mutant's. `None` when the mix picks no known target.
pub fn replay_mix(
    mix: &[(&'static str, u64)],
    channel: &str,
    data: &[u8],
) -> Option<Result<(), crate::Finding>> {
    through_mix(mix, channel, data, true)
}

/// `data` through the target of `mix` its hash picks, on `channel`
/// ([`crate::CHANNEL_FREE`]: the input's first byte picks one), with the
/// target's fuzzing check or (`replay`) its replay check. The `exchange`
/// target runs the mutant's channel alone (its own input picks one
/// otherwise). `None` when the mix picks no target of this build or the
/// channel is unknown.
fn through_mix(
    mix: &[(&'static str, u64)],
    channel: &str,
    data: &[u8],
    replay: bool,
) -> Option<Result<(), crate::Finding>> {
    let name = pick(mix, data)?;
    if name == "exchange" {
        #[cfg(feature = "exchange")]
        return Some(crate::monitor_exchange(channel, data));
        #[cfg(not(feature = "exchange"))]
        return None;
    }
    let t = crate::target(name)?;
    let chan = if t.channel_free || channel == crate::CHANNEL_FREE {
        None
    } else {
        Some(crate::Chan::named(channel)?)
    };
    Some(if replay {
        crate::replay_input(t, chan, data)
    } else {
        crate::run_input(t, chan, data)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mix_is_a_function_of_the_input_in_its_proportions() {
        let mix = [("structured", 3), ("decode", 1)];
        let mut n = [0u32; 2];
        for i in 0u32..4000 {
            let d = i.to_le_bytes();
            let t = pick(&mix, &d).expect("a target");
            assert_eq!(pick(&mix, &d), Some(t));
            n[usize::from(t == "decode")] += 1;
        }
        assert!((2700..3300).contains(&n[0]), "{n:?}");
        assert_eq!(pick(&[], b"x"), None);
        assert_eq!(pick(&[("cross", 1)], b""), Some("cross"));
    }
}
