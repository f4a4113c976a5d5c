//! Two revisions of one spec compared by what they state, not by their lines:
//! both texts are read ([`read`]) and the readings compared — frames, the
//! envelope, every body's fields (keys, types, requiredness, ranges and
//! lengths, Meaning-cell enums), value tables, error codes — and the prose by
//! its normalized sentences and section headings. Reflowed lines, markup and
//! renumbered sections (with the references that follow them) therefore
//! change nothing but the section numbers.
//!
//! Every [`Change`] is classified ([`Class`]) by its consequence for an
//! implementation that conformed to the old text, names whom it affects
//! (senders, receivers, requesters, responders), and carries the old and new
//! table row or sentence with its line, and the schema edit it calls for
//! ([`schema_edits`] turns it into a patch of the schema file). What a
//! sentence or cell states is read by [`crate::prose`]; a change it cannot
//! classify with confidence is [`Class::NeedsReview`], never editorial.

mod edit;
mod field;
mod prose;
mod report;
mod tables;
mod values;
mod verdict;

pub use edit::{schema_edits, SchemaPatch};
pub use report::Report;

use crate::doc::Doc;
use crate::reading::read;
use std::fmt;

/// A change's consequence for an implementation that conformed to the old
/// text, least severe first ([`SpecDiff::class`] is the most severe found).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// No change at all.
    None,
    /// The text differs (wording, layout, references, section numbers) and
    /// no constraint changed.
    Editorial,
    /// Exchange behaviour changes without breaking old peers: a changed
    /// recommendation (SHOULD, MAY), a Terminal column, a registry range.
    Behavioural,
    /// Everything an old implementation did stays right, and it may meet
    /// something new: a new optional field, frame or error code, a widened
    /// range, a value of an enum whose unknown values have a rule.
    Additive,
    /// Possibly breaking, and spec-diff cannot tell: a new or removed MUST
    /// that states no rule it reads, a reworded requirement whose names,
    /// numbers or constraint words changed. A human decides; ranked below
    /// breaking so that a confirmed breaking change is the overall class.
    NeedsReview,
    /// Something a conforming implementation did is now wrong, or something
    /// it relied on is gone: a field, frame, enum value or error code removed
    /// or renumbered; a type narrowed; optional → required; a bound tightened;
    /// a reply pattern changed; a default flipped; a comparison or direction
    /// changed; a value added to an enum with no rule for unknown values; a
    /// requirement tightened or a new receiver-side MUST-reject.
    Breaking,
}

impl Class {
    pub const ALL: [Class; 6] = [
        Class::None,
        Class::Editorial,
        Class::Behavioural,
        Class::Additive,
        Class::NeedsReview,
        Class::Breaking,
    ];

    /// `none`, `editorial`, `behavioural`, `additive`, `needs-review`, `breaking`.
    pub fn name(self) -> &'static str {
        match self {
            Class::None => "none",
            Class::Editorial => "editorial",
            Class::Behavioural => "behavioural",
            Class::Additive => "additive",
            Class::NeedsReview => "needs-review",
            Class::Breaking => "breaking",
        }
    }

    /// The exit status of `cargo xtask spec-diff` for this class: 0 none,
    /// 3 editorial, 4 behavioural, 5 additive, 6 breaking, 7 needs-review
    /// (a CI failing on `>= 6` fails on a possibly-breaking change too).
    pub fn exit_status(self) -> u8 {
        match self {
            Class::None => 0,
            Class::Editorial => 3,
            Class::Behavioural => 4,
            Class::Additive => 5,
            Class::Breaking => 6,
            Class::NeedsReview => 7,
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a statement sits in one revision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// `§6.2` (empty before the first heading).
    pub section: String,
    /// 1-based line of the table row, or of the paragraph holding the sentence.
    pub line: usize,
    /// The row (cells joined by ` | `) or the sentence.
    pub text: String,
}

/// One change between two revisions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub class: Class,
    /// `field-added`, `field-removed`, `field-renamed`, `key-changed`,
    /// `type-changed`, `req-changed`, `range-changed`, `len-changed`,
    /// `enum-value-added`, `enum-value-removed`, `enum-value-renamed`,
    /// `enum-value-renumbered`, `error-code-added`, `error-code-removed`,
    /// `error-code-renamed`, `error-code-renumbered`, `frame-added`,
    /// `frame-removed`, `frame-renamed`, `frame-renumbered`, `reply-changed`,
    /// `presence-changed`, `fail-safe-changed`, `meaning-changed`,
    /// `must-added`, `must-removed`, `must-changed`, `prose-changed`,
    /// `section-renumbered`, `section-added`, `section-removed`,
    /// `revision-changed`, `default-changed`, `bound-changed`,
    /// `order-changed`, `unknown-rule-changed`, `layout-changed`,
    /// `rows-reordered`, `terminal-changed`, `value-table-added`,
    /// `value-table-removed`.
    pub kind: &'static str,
    /// Where in the schema (`frame INTERACT_EVENT, field event_name`), as
    /// spec-check's drift paths; `§6.2` for prose.
    pub path: String,
    /// One line: what changed, and why it has its class.
    pub what: String,
    /// Whom it affects (`requesters`, `receivers of X`, …; empty when editorial).
    pub who: String,
    pub old: Option<Site>,
    pub new: Option<Site>,
    /// The schema edit it calls for, as a YAML fragment (`None`: none).
    pub edit: Option<Edit>,
}

/// A schema edit, independent of the schema file's text (see [`schema_edits`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Set (or, with `None`, remove) entries of a field's flow map.
    Field {
        owner: Owner,
        name: String,
        key: u64,
        set: Vec<(String, Option<String>)>,
    },
    /// Add a field (`{ key: …, name: …, … }`, without braces).
    AddField {
        owner: Owner,
        entries: String,
    },
    RemoveField {
        owner: Owner,
        name: String,
    },
    /// Set entries of an enum value (`name`, `value`): the enum is found by
    /// the values it holds.
    Value {
        values: Vec<(u64, String)>,
        old: (u64, String),
        set: Vec<(String, String)>,
    },
    AddValue {
        values: Vec<(u64, String)>,
        entries: String,
    },
    RemoveValue {
        values: Vec<(u64, String)>,
        old: (u64, String),
    },
    /// Set a frame's top-level key (`code`, `name`, `replies`).
    Frame {
        name: String,
        key: String,
        value: String,
    },
    AddFrame {
        text: String,
    },
    RemoveFrame {
        name: String,
    },
    /// Every `section: "§old…"` becomes `§new…`.
    Sections {
        old: String,
        new: String,
    },
    /// `channel.spec_revision`.
    Revision {
        value: String,
    },
    /// No mechanical edit: what a human must decide.
    Note(String),
}

/// Whose body (a frame by name, a record by its spec name, or the envelope).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    Frame(String),
    Record(String),
    Envelope,
}

impl fmt::Display for Owner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Owner::Frame(n) => write!(f, "frame {n}"),
            Owner::Record(n) => write!(f, "record {}", crate::text::snake(n)),
            Owner::Envelope => f.write_str("envelope"),
        }
    }
}

impl fmt::Display for Edit {
    /// The edit as a YAML fragment with the place it goes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Edit::Field {
                owner, name, set, ..
            } => {
                let s: Vec<String> = set
                    .iter()
                    .map(|(k, v)| match v {
                        Some(v) => format!("{k}: {v}"),
                        None => format!("no {k}"),
                    })
                    .collect();
                write!(f, "{owner}, field {name}: {}", s.join(", "))
            }
            Edit::AddField { owner, entries } => {
                write!(f, "{owner}, fields: + - {{ {entries} }}")
            }
            Edit::RemoveField { owner, name } => write!(f, "{owner}, fields: remove {name}"),
            Edit::Value { old, set, .. } => {
                let s: Vec<String> = set.iter().map(|(k, v)| format!("{k}: {v}")).collect();
                write!(f, "enum value {} ({}): {}", old.1, old.0, s.join(", "))
            }
            Edit::AddValue { entries, .. } => write!(f, "enum values: + - {{ {entries} }}"),
            Edit::RemoveValue { old, .. } => {
                write!(f, "enum values: remove {} ({})", old.1, old.0)
            }
            Edit::Frame { name, key, value } => write!(f, "frame {name}: {key}: {value}"),
            Edit::AddFrame { text } => write!(f, "frames: +\n{text}"),
            Edit::RemoveFrame { name } => write!(f, "frames: remove {name}"),
            Edit::Sections { old, new } => {
                write!(f, "every section: \"{old}…\" → \"{new}…\"")
            }
            Edit::Revision { value } => write!(f, "channel: spec_revision: {value}"),
            Edit::Note(n) => f.write_str(n),
        }
    }
}

impl fmt::Display for Change {
    /// `breaking  field-removed  frame X, field y: … (old line 12: …; new —)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:<12} {:<21} {}: {}",
            self.class, self.kind, self.path, self.what
        )?;
        if !self.who.is_empty() {
            write!(f, " — for {}", self.who)?;
        }
        for (label, s) in [("old", &self.old), ("new", &self.new)] {
            if let Some(s) = s {
                write!(f, "\n    {label} {} line {}: {}", s.section, s.line, s.text)?;
            }
        }
        if let Some(e) = &self.edit {
            write!(f, "\n    schema: {e}")?;
        }
        Ok(())
    }
}

/// The changes between two revisions of a spec.
#[derive(Debug, Clone, Default)]
pub struct SpecDiff {
    /// The spec token of the new revision's title (`NPAMP-INTERACT`).
    pub spec: Option<String>,
    pub changes: Vec<Change>,
}

impl SpecDiff {
    /// The most severe class found (`None` when nothing changed).
    pub fn class(&self) -> Class {
        self.changes
            .iter()
            .map(|c| c.class)
            .max()
            .unwrap_or(Class::None)
    }

    /// How many changes of each class.
    pub fn counts(&self) -> Vec<(Class, usize)> {
        Class::ALL
            .iter()
            .skip(1)
            .map(|k| (*k, self.changes.iter().filter(|c| c.class == *k).count()))
            .collect()
    }
}

/// Every change from `old` to `new`, tables first (in document order of the
/// new text), then sections and prose.
pub fn diff(old: &Doc, new: &Doc) -> SpecDiff {
    let (ro, rn) = (read(old), read(new));
    let codes = frame_codes(&ro, &rn);
    let mut changes = tables::compare(old, &ro, new, &rn, &codes);
    changes.extend(prose::compare(old, new, &codes));
    if let (Some(a), Some(b)) = (cited_revision(old), cited_revision(new)) {
        if a != b {
            changes.push(Change {
                class: Class::Editorial,
                kind: "revision-changed",
                path: "channel".into(),
                what: format!("cites {b} instead of {a}"),
                who: String::new(),
                old: Some(Site {
                    section: String::new(),
                    line: 1,
                    text: old.title.clone(),
                }),
                new: Some(Site {
                    section: String::new(),
                    line: 1,
                    text: new.title.clone(),
                }),
                edit: Some(Edit::Revision { value: b }),
            });
        }
    }
    SpecDiff {
        spec: rn.spec,
        changes,
    }
}

/// The frame types either revision defines.
fn frame_codes(ro: &crate::Reading, rn: &crate::Reading) -> Vec<u64> {
    let mut v: Vec<u64> = ro
        .frames
        .iter()
        .chain(&rn.frames)
        .map(|f| u64::from(f.code))
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The core revision a companion spec cites in its title
/// (`… (companion to draft-bubblefish-npamp-01)` → `draft-bubblefish-npamp-01`).
pub fn cited_revision(doc: &Doc) -> Option<String> {
    let t = &doc.title;
    let i = t.find("companion to ")?;
    let rest = t.get(i + "companion to ".len()..)?;
    let r: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_'))
        .collect();
    (!r.is_empty()).then_some(r)
}
