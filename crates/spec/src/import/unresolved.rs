//! References the text does not resolve: a `Map (a `x`)`, `Array of `x``,
//! `map(§n)` or `Array of X-body maps` naming a structure (or frame) nothing
//! defines. The draft writes such a value as `any` (an opaque item) with a
//! `# TODO`, so that it always checks and builds; the command lists them.

use crate::phrase::{SpecType, SpecValue};
use crate::reading::{Owner, Reading};
use crate::text::loose;
use std::fmt;

/// The marker an opaque value carries (`SpecType::Varies`) in place of the reference.
const MARK: &str = "unresolved structure ";

/// One reference that could not be placed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Unresolved {
    pub section: String,
    /// `frame X` / `record x`.
    pub owner: String,
    pub field: String,
    pub name: String,
}

impl fmt::Display for Unresolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}, field {}: unresolved structure `{}` (written as an opaque value)",
            self.section, self.owner, self.field, self.name
        )
    }
}

/// The structure an opaque value stands for (`None`: not such a value).
pub(super) fn name(v: &SpecValue) -> Option<&str> {
    match &v.ty {
        SpecType::Varies(x) => x.strip_prefix(MARK),
        SpecType::Array(i) => name(i),
        SpecType::TypedMap(k, x) => name(k).or_else(|| name(x)),
        SpecType::Tuple(vs) | SpecType::Union(vs) => vs.iter().find_map(name),
        _ => None,
    }
}

/// Replace every reference to a record no body defines, or to a frame that
/// does not exist, by an opaque value; return what was replaced.
pub(super) fn opaque(r: &mut Reading) -> Vec<Unresolved> {
    let records: Vec<String> = r
        .bodies
        .iter()
        .filter_map(|b| match &b.owner {
            Owner::Record(n) => Some(loose(n)),
            _ => None,
        })
        .collect();
    let frames: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    let mut out = Vec::new();
    for b in &mut r.bodies {
        let owner = match &b.owner {
            Owner::Frame(n) => format!("frame {n}"),
            Owner::Record(n) => format!("record {n}"),
            Owner::Unknown(_) => continue,
        };
        for f in &mut b.fields {
            let Ok(v) = &mut f.value else { continue };
            let mut names = Vec::new();
            replace(v, &records, &frames, &mut names);
            for name in names {
                out.push(Unresolved {
                    section: b.section.clone(),
                    owner: owner.clone(),
                    field: f.name.clone(),
                    name,
                });
            }
        }
    }
    out
}

fn replace(v: &mut SpecValue, records: &[String], frames: &[String], names: &mut Vec<String>) {
    let missing = match &v.ty {
        SpecType::Record(n) => (!records.contains(&loose(n))).then(|| n.clone()),
        SpecType::FrameBody(n) => (!frames.contains(n)).then(|| format!("{n} body")),
        _ => None,
    };
    if let Some(n) = missing {
        v.ty = SpecType::Varies(format!("{MARK}{n}"));
        names.push(n);
        return;
    }
    match &mut v.ty {
        SpecType::Array(i) => replace(i, records, frames, names),
        SpecType::TypedMap(k, x) => {
            replace(k, records, frames, names);
            replace(x, records, frames, names);
        }
        SpecType::Tuple(vs) | SpecType::Union(vs) => vs
            .iter_mut()
            .for_each(|x| replace(x, records, frames, names)),
        _ => {}
    }
}
