//! Two generations of one channel's corpus compared (for `cargo xtask spec-diff
//! --corpus`): vectors are the same vector when frame type and body are equal
//! (tcIds renumber); what was added, removed, or whose result or requirement
//! changed, grouped by requirement, and which implementations that passed
//! before now fail.

use crate::{Corpus, Vector, Verdict};
use std::collections::BTreeMap;

/// One vector's change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VectorChange {
    Added {
        tc_id: usize,
        result: Verdict,
    },
    Removed {
        tc_id: usize,
        result: Verdict,
    },
    /// The result changed (`old_tc_id` in the old corpus, `tc_id` in the new).
    Flipped {
        old_tc_id: usize,
        tc_id: usize,
        from: Verdict,
        to: Verdict,
    },
    /// Same result, another requirement.
    Moved {
        tc_id: usize,
        from: String,
    },
}

/// The changes of one requirement (the new one; the old one for removed vectors).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RequirementDiff {
    pub requirement: String,
    pub changes: Vec<VectorChange>,
}

impl RequirementDiff {
    pub fn added(&self) -> usize {
        self.changes
            .iter()
            .filter(|c| matches!(c, VectorChange::Added { .. }))
            .count()
    }
    pub fn removed(&self) -> usize {
        self.changes
            .iter()
            .filter(|c| matches!(c, VectorChange::Removed { .. }))
            .count()
    }
    pub fn flipped(&self) -> usize {
        self.changes
            .iter()
            .filter(|c| matches!(c, VectorChange::Flipped { .. }))
            .count()
    }
}

/// The corpus of one channel before and after.
#[derive(Debug, Clone, Default)]
pub struct CorpusDiff {
    pub module: String,
    pub old_total: usize,
    pub new_total: usize,
    /// By requirement, sorted.
    pub requirements: Vec<RequirementDiff>,
    /// Vectors an implementation that passed the old corpus now fails:
    /// it accepted a vector now `invalid`, or refused one now `valid`.
    pub newly_failing: NewlyFailing,
}

/// Counts of vectors that turn a passing implementation into a failing one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NewlyFailing {
    /// Old `valid` or `acceptable` (or new), now `invalid`: implementations that accept it fail.
    pub acceptors: usize,
    /// Old `invalid` or `acceptable` (or new), now `valid`: implementations that refuse it fail.
    pub refusers: usize,
}

impl CorpusDiff {
    /// The diff as JSON (`spec-diff --json`'s `"corpus"`).
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        json!({
            "module": self.module,
            "before": self.old_total,
            "after": self.new_total,
            "newlyFailing": {
                "acceptors": self.newly_failing.acceptors,
                "refusers": self.newly_failing.refusers,
            },
            "requirements": self.requirements.iter().map(|r| json!({
                "requirement": r.requirement,
                "added": r.added(),
                "removed": r.removed(),
                "flipped": r.flipped(),
                "changes": r.changes.iter().map(|v| match v {
                    VectorChange::Added { tc_id, result } => json!({ "added": tc_id, "result": result.as_str() }),
                    VectorChange::Removed { tc_id, result } => json!({ "removed": tc_id, "result": result.as_str() }),
                    VectorChange::Flipped { old_tc_id, tc_id, from, to } => json!({ "flipped": tc_id, "oldTcId": old_tc_id, "from": from.as_str(), "to": to.as_str() }),
                    VectorChange::Moved { tc_id, from } => json!({ "moved": tc_id, "from": from }),
                }).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        })
    }

    /// The diff as text: a line per requirement (added, removed, flipped,
    /// the first flips), and what it costs an implementation that passed.
    pub fn to_text(&self) -> String {
        let mut s = format!(
            "\ncorpus {} after the schema edit: {} → {} vectors\n",
            self.module, self.old_total, self.new_total
        );
        if self.is_empty() {
            s.push_str("  no vector added, removed or flipped\n");
            return s;
        }
        for r in &self.requirements {
            let flips: Vec<String> = r
                .changes
                .iter()
                .filter_map(|v| match v {
                    VectorChange::Flipped {
                        tc_id, from, to, ..
                    } => Some(format!("tcId {tc_id} {from}→{to}")),
                    _ => None,
                })
                .take(5)
                .collect();
            s.push_str(&format!(
                "  {:<48} +{} -{} flipped {}{}\n",
                r.requirement,
                r.added(),
                r.removed(),
                r.flipped(),
                if flips.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", flips.join(", "))
                }
            ));
        }
        s.push_str(&format!(
            "  an implementation that passed before now fails {} vector(s) if it accepts what is now invalid, {} if it refuses what is now valid\n",
            self.newly_failing.acceptors, self.newly_failing.refusers
        ));
        s
    }

    pub fn is_empty(&self) -> bool {
        self.requirements.is_empty()
    }
}

fn key(v: &Vector) -> (u16, &[u8]) {
    (v.frame_type, v.body.as_slice())
}

/// The corpus of any checked model, generated in memory (an edited schema's).
/// What an edited schema of shipped channel `module` (its text, read as
/// `file`) does to the channel's corpus: the shipped corpus against the one
/// the edited schema generates.
pub fn of_edited_schema(module: &str, file: &str, text: &str) -> Result<CorpusDiff, String> {
    let edited = npamp_schema::parse(file, text).map_err(|e| {
        format!("the edited schema does not check (finish the edit by hand and pass --schema FILE):\n{e}")
    })?;
    let before = shipped_corpus(module).ok_or_else(|| format!("no shipped corpus for {module}"))?;
    Ok(compare(&before, &corpus_of_model(edited)))
}

pub fn corpus_of_model(model: npamp_schema::Model) -> Corpus {
    crate::generate(&npamp_oracle::Oracle::new(model))
}

/// The corpus of a shipped channel, generated in memory (what `vectors/` holds when it is current).
pub fn shipped_corpus(module: &str) -> Option<Corpus> {
    npamp_oracle::Oracle::shipped(module).map(crate::generate)
}

/// What changes from `old` to `new` (two corpora of one channel).
pub fn compare(old: &Corpus, new: &Corpus) -> CorpusDiff {
    let before: BTreeMap<(u16, &[u8]), &Vector> = old.vectors.iter().map(|v| (key(v), v)).collect();
    let after: BTreeMap<(u16, &[u8]), &Vector> = new.vectors.iter().map(|v| (key(v), v)).collect();
    let mut by: BTreeMap<String, Vec<VectorChange>> = BTreeMap::new();
    let mut nf = NewlyFailing::default();
    let mut count = |from: Option<Verdict>, to: Verdict| match (from, to) {
        (Some(Verdict::Invalid), Verdict::Invalid) | (Some(Verdict::Valid), Verdict::Valid) => {}
        (_, Verdict::Invalid) => nf.acceptors += 1,
        (_, Verdict::Valid) => nf.refusers += 1,
        (_, Verdict::Acceptable) => {}
    };
    for v in &new.vectors {
        match before.get(&key(v)) {
            None => {
                count(None, v.result);
                by.entry(v.requirement.clone())
                    .or_default()
                    .push(VectorChange::Added {
                        tc_id: v.tc_id,
                        result: v.result,
                    });
            }
            Some(o) if o.result != v.result => {
                count(Some(o.result), v.result);
                by.entry(v.requirement.clone())
                    .or_default()
                    .push(VectorChange::Flipped {
                        old_tc_id: o.tc_id,
                        tc_id: v.tc_id,
                        from: o.result,
                        to: v.result,
                    });
            }
            Some(o) if o.requirement != v.requirement => {
                by.entry(v.requirement.clone())
                    .or_default()
                    .push(VectorChange::Moved {
                        tc_id: v.tc_id,
                        from: o.requirement.clone(),
                    });
            }
            Some(_) => {}
        }
    }
    for o in &old.vectors {
        if !after.contains_key(&key(o)) {
            by.entry(o.requirement.clone())
                .or_default()
                .push(VectorChange::Removed {
                    tc_id: o.tc_id,
                    result: o.result,
                });
        }
    }
    CorpusDiff {
        module: new.module.clone(),
        old_total: old.vectors.len(),
        new_total: new.vectors.len(),
        requirements: by
            .into_iter()
            .map(|(requirement, changes)| RequirementDiff {
                requirement,
                changes,
            })
            .collect(),
        newly_failing: nf,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(tc: usize, body: u8, req: &str, result: Verdict) -> Vector {
        Vector {
            tc_id: tc,
            frame_type: 0x0100,
            requirement: req.into(),
            comment: String::new(),
            body: vec![body],
            result,
            expected: None,
            flags: Vec::new(),
            clause: String::new(),
            strict: String::new(),
            minimum: String::new(),
            rule: None,
        }
    }

    fn corpus(vectors: Vec<Vector>) -> Corpus {
        Corpus {
            module: "m".into(),
            op: String::new(),
            profile: String::new(),
            spec: String::new(),
            spec_revision: String::new(),
            channel_name: String::new(),
            channel_id: 0,
            vectors,
            warnings: Vec::new(),
        }
    }

    #[test]
    fn added_removed_flipped_by_requirement() {
        let old = corpus(vec![
            v(1, 1, "a", Verdict::Valid),
            v(2, 2, "a", Verdict::Invalid),
            v(3, 3, "b", Verdict::Valid),
        ]);
        let new = corpus(vec![
            v(1, 2, "a", Verdict::Valid),
            v(2, 3, "b", Verdict::Valid),
            v(3, 4, "c", Verdict::Invalid),
        ]);
        let d = compare(&old, &new);
        let a = d.requirements.iter().find(|r| r.requirement == "a");
        assert_eq!(
            a.map(|r| (r.added(), r.removed(), r.flipped())),
            Some((0, 1, 1))
        );
        let c = d.requirements.iter().find(|r| r.requirement == "c");
        assert_eq!(c.map(RequirementDiff::added), Some(1));
        assert!(!d.requirements.iter().any(|r| r.requirement == "b"));
        assert_eq!(
            d.newly_failing,
            NewlyFailing {
                acceptors: 1,
                refusers: 1
            }
        );
    }
}
