//! Enums and flags definitions.

use super::channel::grounds;
use super::{camel, check_section, is_ident, Ctx};
use crate::model::*;
use crate::raw;
use serde_yaml::Value as Yaml;
use std::collections::{BTreeMap, BTreeSet};

fn raw_value(cx: &mut Ctx, path: &str, wire: EnumWire, v: &Yaml) -> EnumRaw {
    match (wire, v) {
        (EnumWire::Uint, Yaml::Number(n)) if n.as_u64().is_some() => {
            EnumRaw::Uint(n.as_u64().unwrap_or(0))
        }
        (EnumWire::Tstr, Yaml::String(s)) => {
            if s.is_empty() {
                cx.err(path, "a text token may not be empty");
            }
            EnumRaw::Text(s.clone())
        }
        (EnumWire::Uint, _) => {
            cx.err(path, "a value of a uint enum must be an unsigned integer");
            EnumRaw::Uint(0)
        }
        (EnumWire::Tstr, _) => {
            cx.err(path, "a value of a tstr enum must be a text token");
            EnumRaw::Text(String::new())
        }
    }
}

fn one_enum(cx: &mut Ctx, name: &str, en: &raw::Enum) -> EnumDef {
    let path = format!("enum {name}");
    if !is_ident(name) {
        cx.err(&path, "enum names must be lowercase identifiers");
    }
    check_section(cx, &path, &en.section);
    let wire = match en.wire.as_deref() {
        None | Some("uint") => EnumWire::Uint,
        Some("tstr") => EnumWire::Tstr,
        Some(o) => {
            cx.err(&path, format!("wire `{o}` is not uint or tstr"));
            EnumWire::Uint
        }
    };
    let mut seen_names = BTreeSet::new();
    let mut values: Vec<EnumValue> = Vec::new();
    for v in &en.values {
        let vpath = format!("{path}, value {}", v.name);
        if !is_ident(&v.name) {
            cx.err(&vpath, "value names must be lowercase identifiers");
        }
        if !seen_names.insert(v.name.clone()) {
            cx.err(&vpath, "duplicate value name");
        }
        let raw = raw_value(cx, &vpath, wire, &v.value);
        if values.iter().any(|o| o.raw == raw) {
            cx.err(&vpath, format!("duplicate value {raw:?}"));
        }
        values.push(EnumValue {
            name: v.name.clone(),
            raw,
            message: v.message.clone(),
            terminal: v.terminal,
            doc: v.doc.clone(),
        });
    }
    if values.is_empty() {
        cx.err(&path, "an enum needs at least one value");
    }
    for (what, r) in [
        ("unassigned", en.unassigned),
        ("private_use", en.private_use),
    ] {
        if let Some((lo, hi)) = r {
            if wire == EnumWire::Tstr {
                cx.err(format!("{path}.{what}"), "ranges apply to uint enums only");
            }
            if lo > hi {
                cx.err(format!("{path}.{what}"), "min > max");
            }
            if let Some(v) = values
                .iter()
                .find(|v| v.raw.as_uint().is_some_and(|x| x >= lo && x <= hi))
            {
                cx.err(
                    format!("{path}.{what}"),
                    format!("range overlaps named value {}", v.name),
                );
            }
        }
    }
    let index_of = |cx: &mut Ctx, what: &str, n: &Option<String>| -> Option<usize> {
        let n = n.as_ref()?;
        let i = values.iter().position(|v| &v.name == n);
        if i.is_none() {
            cx.err(
                format!("{path}.{what}"),
                format!("`{n}` is not a value of this enum"),
            );
        }
        i
    };
    let treat_as = index_of(cx, "unrecognized.treat_as", &en.unrecognized.treat_as);
    let missing = index_of(cx, "missing", &en.missing);
    let reject = en
        .unrecognized
        .reject
        .as_ref()
        .map(|c| grounds(cx, &format!("{path}.unrecognized.reject"), c));
    if reject.is_some() && (treat_as.is_some() || en.unrecognized.ignore) {
        cx.err(
            format!("{path}.unrecognized"),
            "a strict enum (reject) cannot also treat_as or ignore unrecognized values",
        );
    }
    EnumDef {
        name: name.to_string(),
        rust: camel(name),
        section: en.section.clone(),
        wire,
        values,
        unassigned: en.unassigned,
        private_use: en.private_use,
        unrecognized: Unrecognized {
            treat_as,
            ignore: en.unrecognized.ignore,
            meaning: en.unrecognized.meaning.clone(),
            reject,
        },
        missing,
    }
}

pub(super) fn enums(cx: &mut Ctx, raw: &BTreeMap<String, raw::Enum>) -> Vec<EnumDef> {
    raw.iter().map(|(n, e)| one_enum(cx, n, e)).collect()
}

pub(super) fn flags(cx: &mut Ctx, raw: &BTreeMap<String, raw::Flags>) -> Vec<FlagsDef> {
    raw.iter()
        .map(|(name, f)| {
            let path = format!("flags {name}");
            if !is_ident(name) {
                cx.err(&path, "flags names must be lowercase identifiers");
            }
            check_section(cx, &path, &f.section);
            let mut mask = 0u64;
            let mut names = BTreeSet::new();
            for b in &f.bits {
                let bpath = format!("{path}, bit {}", b.name);
                if !is_ident(&b.name) {
                    cx.err(&bpath, "bit names must be lowercase identifiers");
                }
                if !names.insert(b.name.clone()) {
                    cx.err(&bpath, "duplicate bit name");
                }
                if b.bit >= 64 {
                    cx.err(&bpath, "bit numbers are 0..=63");
                    continue;
                }
                if mask & (1 << b.bit) != 0 {
                    cx.err(&bpath, format!("bit {} named twice", b.bit));
                }
                mask |= 1 << b.bit;
            }
            if f.bits.is_empty() {
                cx.err(&path, "a flags definition needs at least one bit");
            }
            FlagsDef {
                name: name.clone(),
                rust: camel(name),
                section: f.section.clone(),
                bits: f
                    .bits
                    .iter()
                    .map(|b| FlagBit {
                        name: b.name.clone(),
                        bit: b.bit,
                        doc: b.doc.clone(),
                    })
                    .collect(),
                known_mask: mask,
                reserved: grounds(
                    cx,
                    &format!("{path}.reserved"),
                    &raw::Check {
                        basis: f.reserved.basis.clone(),
                        section: f.reserved.section.clone(),
                        clause: f.reserved.clause.clone(),
                        sender: f.reserved.sender.clone(),
                    },
                ),
                reserved_ignored: match f.reserved.on_receipt.as_deref() {
                    None => false,
                    Some("ignore") => true,
                    Some(other) => {
                        cx.err(
                            format!("{path}.reserved.on_receipt"),
                            format!("`{other}`: the only value is `ignore`"),
                        );
                        false
                    }
                },
            }
        })
        .collect()
}
