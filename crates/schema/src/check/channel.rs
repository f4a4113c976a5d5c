//! Channel metadata, limits, the `checks:` basis table and the float policy.

use super::{check_section, is_ident, Ctx};
use crate::model::*;
use crate::raw;
use npamp_rules::{Basis, Group};
use std::collections::BTreeMap;

pub(super) fn channel(cx: &mut Ctx, c: &raw::Channel) -> Channel {
    if c.id > u64::from(u16::MAX) {
        cx.err(
            "channel.id",
            format!("{} does not fit a 16-bit channel id", c.id),
        );
    }
    if !is_ident(&c.module) {
        cx.err(
            "channel.module",
            format!("`{}` is not a lowercase Rust identifier", c.module),
        );
    }
    check_section(cx, "channel.section", &c.section);
    if !c.profiles.contains(&c.minimum_profile) {
        cx.err("channel.profiles", "must contain minimum_profile");
    }
    let (rlo, rhi) = c.core_reserved;
    if rlo > rhi || rhi > u64::from(u16::MAX) {
        cx.err(
            "channel.core_reserved",
            "must be [min, max] within 0..=0xFFFF",
        );
    }
    check_section(
        cx,
        "channel.core_reserved_section",
        &c.core_reserved_section,
    );
    if c.doc_id.is_empty() || !c.doc_id.chars().all(|c| c.is_ascii_alphanumeric()) {
        cx.err("channel.doc_id", "must be a short alphanumeric document id");
    }
    Channel {
        id: c.id.min(0xffff) as u16,
        name: c.name.clone(),
        module: c.module.clone(),
        spec: c.spec.clone(),
        spec_revision: c.spec_revision.clone(),
        doc_id: c.doc_id.clone(),
        purpose: c.purpose.clone(),
        minimum_profile: c.minimum_profile.clone(),
        profiles: c.profiles.clone(),
        direction: c.direction.clone(),
        core_reserved: (rlo.min(0xffff) as u16, rhi.min(0xffff) as u16),
        core_reserved_section: c.core_reserved_section.clone(),
        section: c.section.clone(),
        null_is_absent: c
            .null_is_absent
            .as_ref()
            .map(|n| clause(cx, "channel.null_is_absent", n)),
    }
}

/// A reading's clause: a section and a non-empty sentence.
pub(super) fn clause(cx: &mut Ctx, path: &str, c: &raw::Clause) -> Clause {
    check_section(cx, path, &c.section);
    if c.clause.trim().is_empty() {
        cx.err(path, "the clause a reading rests on may not be empty");
    }
    Clause {
        section: c.section.clone(),
        clause: c.clause.clone(),
    }
}

/// The deliberate differences from the spec's tables: every part stated,
/// and the reason naming the section of the channel's text it rests on.
pub(super) fn drift_exceptions(cx: &mut Ctx, list: &[raw::DriftException]) -> Vec<DriftException> {
    let mut out = Vec::new();
    for (i, e) in list.iter().enumerate() {
        let path = format!("drift_exceptions[{i}]");
        for (key, v) in [
            ("path", &e.path),
            ("aspect", &e.aspect),
            ("schema", &e.schema),
            ("reason", &e.reason),
        ] {
            if v.trim().is_empty() {
                cx.err(&path, format!("`{key}` may not be empty"));
            }
        }
        if !e.reason.starts_with('§') {
            cx.err(
                &path,
                "the reason must name the section of the channel's text it rests on first (`§5.2: …`)",
            );
        }
        let x = DriftException {
            path: e.path.clone(),
            aspect: e.aspect.clone(),
            schema: e.schema.clone(),
            reason: e.reason.clone(),
        };
        if out.contains(&x) {
            cx.err(&path, "the same exception twice");
        }
        out.push(x);
    }
    out
}

pub(super) fn limits(cx: &mut Ctx, l: &raw::Limits) -> Limits {
    if l.max_depth < 2 || l.max_depth > 64 {
        cx.err("limits.max_depth", "must be within 2..=64");
    }
    if l.max_payload < 16 || l.max_payload > (1 << 30) {
        cx.err("limits.max_payload", "must be within 16..=2^30");
    }
    Limits {
        max_payload: l.max_payload.clamp(16, 1 << 30) as usize,
        max_depth: l.max_depth.clamp(2, 64) as usize,
    }
}

pub(super) fn basis(cx: &mut Ctx, path: &str, s: &str) -> Basis {
    match Basis::from_name(s) {
        Some(b) => b,
        None => {
            cx.err(path, format!("basis `{s}` is not must, strict or limit"));
            Basis::Must
        }
    }
}

pub(super) fn grounds(cx: &mut Ctx, path: &str, c: &raw::Check) -> Grounds {
    check_section(cx, path, &c.section);
    if c.clause.trim().is_empty() {
        cx.err(path, "the clause a basis rests on may not be empty");
    }
    let basis = basis(cx, path, &c.basis);
    Grounds {
        sender_must: sender(cx, path, basis, c.sender.as_deref()),
        basis,
        section: c.section.clone(),
        clause: c.clause.clone(),
    }
}

/// `sender: must` — the clause binds the sender with a MUST; only where the
/// basis is `strict` (a `must` fault binds every sender already).
pub(super) fn sender(cx: &mut Ctx, path: &str, basis: Basis, s: Option<&str>) -> bool {
    match (s, basis) {
        (None, _) => false,
        (Some("must"), Basis::Strict) => true,
        (Some("must"), _) => {
            cx.err(path, "`sender: must` is for a `strict` basis (a `must` fault binds every sender already)");
            false
        }
        (Some(o), _) => {
            cx.err(path, format!("`sender: {o}`: the only value is must"));
            false
        }
    }
}

/// Every group the `checks:` table covers must be there, and nothing else.
pub(super) fn checks(cx: &mut Ctx, raw: &BTreeMap<String, raw::Check>) -> Vec<Check> {
    for name in raw.keys() {
        match Group::from_name(name) {
            Some(g) if g.in_checks_table() => {}
            Some(g) => cx.err(
                format!("checks.{name}"),
                format!(
                    "the basis of `{g}` is given by each enum, flags definition or rule, not here"
                ),
            ),
            None => cx.err(
                format!("checks.{name}"),
                format!(
                    "unknown check group (expected one of: {})",
                    Group::ALL
                        .iter()
                        .filter(|g| g.in_checks_table())
                        .map(|g| g.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ),
        }
    }
    let mut out = Vec::new();
    for g in Group::ALL.iter().filter(|g| g.in_checks_table()) {
        let path = format!("checks.{g}");
        match raw.get(g.as_str()) {
            None => cx.err(
                &path,
                "missing: every refusal needs its basis, section and clause",
            ),
            Some(c) => {
                let v = grounds(cx, &path, c);
                // A decoder cannot go on past these faults: they are refused under every profile.
                let always = matches!(
                    g,
                    Group::Deterministic | Group::Map | Group::UnknownOperation
                );
                if always && v.basis != Basis::Must {
                    cx.err(
                        &path,
                        "this group's faults leave nothing to decode: its basis is `must`",
                    );
                }
                let limit_group = matches!(g, Group::Depth | Group::MaxPayload);
                if limit_group != (v.basis == Basis::Limit) {
                    cx.err(
                        &path,
                        if limit_group {
                            "a resource bound has basis `limit`"
                        } else {
                            "only resource bounds (depth, max_payload) have basis `limit`"
                        },
                    );
                }
                out.push(Check {
                    group: *g,
                    basis: v.basis,
                    section: v.section,
                    clause: v.clause,
                    sender_must: v.sender_must,
                });
            }
        }
    }
    out
}

fn value_has_float(v: &Value) -> bool {
    match &v.ty {
        Type::Float => true,
        Type::Array(i) => value_has_float(i),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().any(value_has_float),
        Type::Map { key, value } => value_has_float(key) || value_has_float(value),
        _ => false,
    }
}

pub(super) fn floats(
    cx: &mut Ctx,
    raw: Option<&raw::Floats>,
    frames: &[Frame],
    records: &[Record],
) -> FloatPolicy {
    let declared = frames
        .iter()
        .map(|f| &f.body)
        .chain(records.iter().map(|r| &r.body))
        .any(|b| b.fields.iter().any(|f| value_has_float(&f.value)));
    let Some(r) = raw else {
        if declared {
            cx.err(
                "floats",
                "the channel declares float fields: give `floats: { section, clause, non_finite }`",
            );
        }
        return FloatPolicy {
            declared,
            non_finite: None,
            section: String::new(),
            clause: String::new(),
        };
    };
    if !declared {
        cx.err("floats", "no field of the channel has a float type");
    }
    check_section(cx, "floats.section", &r.section);
    let non_finite = match r.non_finite.as_deref() {
        None | Some("accept") => None,
        Some(b) => match Basis::from_name(b) {
            Some(Basis::Limit) | None => {
                cx.err("floats.non_finite", "must be `accept`, `strict` or `must`");
                None
            }
            Some(b) => Some(b),
        },
    };
    FloatPolicy {
        declared,
        non_finite,
        section: r.section.clone(),
        clause: r.clause.clone(),
    }
}
