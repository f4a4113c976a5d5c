//! One field kept from one revision to the next, compared aspect by aspect:
//! key, type (with ranges and lengths), the bounds its Meaning cell states
//! (both directions, [`crate::prose::bounds`]), Req, the enum its Meaning cell
//! lists, what an absent value means, the fail-safes, and the rest of the
//! Meaning cell as prose ([`super::verdict::cell`]).

use super::tables::{field_site, Cx};
use super::values::{enum_of, fail_safe, open_rule, values, Where};
use super::{verdict, Class, Edit, Owner, Site};
use crate::meaning::EnumText;
use crate::phrase::{SpecType, SpecValue};
use crate::reading::{Req, SpecField};
use crate::text::sentences;

/// The sites and the edit-builder every aspect of one field shares.
struct At<'a> {
    owner: &'a Owner,
    path: String,
    osec: &'a str,
    nsec: &'a str,
    os: Option<Site>,
    ns: Option<Site>,
    name: String,
    key: u64,
}

impl At<'_> {
    fn set(&self, k: &str, v: Option<String>) -> Edit {
        Edit::Field {
            owner: self.owner.clone(),
            name: self.name.clone(),
            key: self.key,
            set: vec![(k.to_string(), v)],
        }
    }

    fn push(
        &self,
        cx: &mut Cx<'_>,
        class: Class,
        kind: &'static str,
        what: String,
        edit: Option<Edit>,
    ) {
        cx.push(
            class,
            kind,
            self.path.clone(),
            what,
            self.os.clone(),
            self.ns.clone(),
            edit,
        );
    }
}

/// One field kept from one revision to the next.
pub(super) fn field(
    cx: &mut Cx<'_>,
    owner: &Owner,
    old: (&str, &SpecField),
    new: (&str, &SpecField),
) {
    let (osec, o) = old;
    let (nsec, n) = new;
    let same = o.key == n.key
        && o.value == n.value
        && o.at_least == n.at_least
        && o.at_most == n.at_most
        && o.non_empty == n.non_empty
        && o.req == n.req
        && o.text == n.text
        && (o.meaning == n.meaning
            || super::prose::normalized(&o.meaning) == super::prose::normalized(&n.meaning));
    if same {
        return;
    }
    let at = At {
        owner,
        path: format!("{owner}, field {}", n.name),
        osec,
        nsec,
        os: field_site(cx.od, osec, o),
        ns: field_site(cx.nd, nsec, n),
        name: n.name.clone(),
        key: o.key,
    };
    let before = cx.out.len();
    if o.key != n.key {
        at.push(
            cx,
            Class::Breaking,
            "key-changed",
            format!("key {}, was {}", n.key, o.key),
            Some(at.set("key", Some(n.key.to_string()))),
        );
    }
    value(cx, &at, o, n);
    bounds(cx, &at, o, n);
    req(cx, &at, o, n);
    enums(cx, &at, o, n);
    default(cx, &at, (&o.meaning, &o.text), (&n.meaning, &n.text));
    if let Some((class, why)) = fail_safe(&o.text, &n.text) {
        at.push(
            cx,
            class,
            "fail-safe-changed",
            why,
            Some(Edit::Note(format!(
                "the enum of {}: unassigned / private_use / unrecognized, or its flags",
                at.path
            ))),
        );
    }
    if cx.out.len() == before {
        if let Some(v) = verdict::cell(&o.meaning, &n.meaning, Some(cx.codes)) {
            let note = (v.class != Class::Editorial)
                .then(|| Edit::Note("a rule, if the new Meaning constrains the payload".into()));
            let what = match v.class {
                Class::Editorial => "the Meaning cell, reworded".to_string(),
                _ => format!("the Meaning cell: {}", v.why),
            };
            at.push(cx, v.class, v.kind, what, note);
            cx.for_whom(&v.who);
        }
    }
}

/// The CBOR type, with its ranges and lengths.
fn value(cx: &mut Cx<'_>, at: &At<'_>, o: &SpecField, n: &SpecField) {
    match (&o.value, &n.value) {
        (Ok(a), Ok(b)) if a != b => {
            value_change(cx, &at.path, a, b, (&at.os, &at.ns), &|k, v| at.set(k, v))
        }
        (Ok(_), Ok(_)) => {}
        (a, b) if a != b => at.push(
            cx,
            Class::Breaking,
            "type-changed",
            format!("CBOR type {:?}, was {:?}", n.phrase, o.phrase),
            Some(Edit::Note(format!(
                "the type of {} (the phrase {:?} has no mapping)",
                at.path, n.phrase
            ))),
        ),
        _ => {}
    }
}

/// The bounds the Meaning cell states (least, greatest, non-empty).
fn bounds(cx: &mut Cx<'_>, at: &At<'_>, o: &SpecField, n: &SpecField) {
    if (o.at_least, o.at_most) != (n.at_least, n.at_most) {
        let lo = |x: Option<u64>| x.map_or(i128::MIN, i128::from);
        let hi = |x: Option<u64>| x.map_or(i128::MAX, i128::from);
        let widened = lo(n.at_least) <= lo(o.at_least) && hi(n.at_most) >= hi(o.at_most);
        let show = |l: Option<u64>, h: Option<u64>| match (l, h) {
            (None, None) => "none".to_string(),
            (l, h) => format!(
                "[{}, {}]",
                l.map_or("—".into(), |x| x.to_string()),
                h.map_or("∞".into(), |x| x.to_string())
            ),
        };
        let range = (n.at_least.is_some() || n.at_most.is_some()).then(|| {
            format!(
                "[{}, {}]",
                n.at_least.unwrap_or(0),
                n.at_most.unwrap_or(u64::MAX)
            )
        });
        at.push(
            cx,
            if widened {
                Class::Additive
            } else {
                Class::Breaking
            },
            "range-changed",
            format!(
                "the Meaning cell bounds it {}, was {}",
                show(n.at_least, n.at_most),
                show(o.at_least, o.at_most)
            ),
            Some(at.set("range", range)),
        );
    }
    if o.non_empty != n.non_empty {
        at.push(
            cx,
            if n.non_empty {
                Class::Breaking
            } else {
                Class::Additive
            },
            "len-changed",
            if n.non_empty {
                "now non-empty".into()
            } else {
                "may now be empty".into()
            },
            Some(at.set("len", n.non_empty.then(|| "[1, null]".into()))),
        );
    }
}

/// The Req cell.
fn req(cx: &mut Cx<'_>, at: &At<'_>, o: &SpecField, n: &SpecField) {
    let word = |r: &Req| match r {
        Req::Yes => "Yes",
        Req::No | Req::Unstated => "No",
        Req::Cond => "Cond",
        Req::Other(_) => "other",
    };
    if word(&o.req) == word(&n.req) {
        return;
    }
    let class = match (word(&o.req), word(&n.req)) {
        (_, "Yes") => Class::Breaking,
        ("Yes", "No") => Class::Additive,
        // Cond: presence decided by a rule; what it means for old peers is in that rule.
        _ => Class::NeedsReview,
    };
    at.push(
        cx,
        class,
        "req-changed",
        format!("Req {}, was {}", word(&n.req), word(&o.req)),
        Some(match n.req {
            Req::Yes => at.set("required", Some("true".into())),
            Req::Cond => Edit::Note(format!(
                "{}: not required; a presence rule (`required_when` / `present_iff`) from its Meaning",
                at.path
            )),
            _ => at.set("required", None),
        }),
    );
}

/// The enum the Meaning cell lists (a new value is breaking unless the spec
/// rules on unrecognized values of this field).
fn enums(cx: &mut Cx<'_>, at: &At<'_>, o: &SpecField, n: &SpecField) {
    if o.text.values == n.text.values {
        return;
    }
    let rule = open_rule(cx.nd, &n.meaning, &n.text, std::slice::from_ref(&n.name));
    values(
        cx,
        "enum value",
        format!("{}, enum", at.path),
        (&enum_of(&o.text.values), Where::Field(at.osec, o)),
        (&enum_of(&n.text.values), Where::Field(at.nsec, n)),
        &rule,
    );
}

/// What an absent value means: "Absent means …" in the cell (or the
/// enum's stated `missing`).
pub(super) fn default_text(meaning: &str, t: &EnumText) -> Option<String> {
    sentences(meaning)
        .iter()
        .find_map(|s| crate::prose::default_of(s))
        .or_else(|| {
            t.missing.as_ref().map(|(v, n)| match v {
                Some(v) => format!("{v} {n}"),
                None => n.clone(),
            })
        })
}

fn default(cx: &mut Cx<'_>, at: &At<'_>, old: (&str, &EnumText), new: (&str, &EnumText)) {
    let (a, b) = (default_text(old.0, old.1), default_text(new.0, new.1));
    if a == b {
        return;
    }
    let (class, why) = match (&a, &b) {
        (Some(x), Some(y)) => (
            Class::Breaking,
            format!("an absent value now means {y}, was {x}: an old sender that omits it meant {x}"),
        ),
        (None, Some(y)) => (
            Class::NeedsReview,
            format!("an absent value now means {y} (unstated before): old receivers may have assumed otherwise"),
        ),
        (Some(x), None) => (
            Class::NeedsReview,
            format!("what an absent value means is no longer stated (was {x})"),
        ),
        (None, None) => return,
    };
    at.push(
        cx,
        class,
        "default-changed",
        why,
        Some(Edit::Note(format!(
            "{}: its `missing:` meaning and the rules that read its absence",
            at.path
        ))),
    );
    cx.for_whom("senders that omit it and receivers that fill it in");
}

/// A changed type: a range or length, or the type itself.
fn value_change(
    cx: &mut Cx<'_>,
    path: &str,
    a: &SpecValue,
    b: &SpecValue,
    sites: (&Option<Site>, &Option<Site>),
    set: &dyn Fn(&str, Option<String>) -> Edit,
) {
    let (os, ns) = sites;
    if a.ty == b.ty && a.len == b.len {
        let fmt = |r: Option<(i128, i128)>| r.map(|(l, h)| format!("[{l}, {h}]"));
        cx.push(
            if covers_range(b.range, a.range) {
                Class::Additive
            } else {
                Class::Breaking
            },
            "range-changed",
            path.to_string(),
            format!(
                "range {}, was {}",
                fmt(b.range).unwrap_or_else(|| "none".into()),
                fmt(a.range).unwrap_or_else(|| "none".into())
            ),
            os.clone(),
            ns.clone(),
            Some(set("range", fmt(b.range))),
        );
        return;
    }
    if a.ty == b.ty && a.range == b.range {
        let fmt = |r: Option<(u64, Option<u64>)>| {
            r.map(|(l, h)| format!("[{l}, {}]", h.map_or("null".into(), |h| h.to_string())))
        };
        cx.push(
            if covers_len(b.len, a.len) {
                Class::Additive
            } else {
                Class::Breaking
            },
            "len-changed",
            path.to_string(),
            format!(
                "length {}, was {}",
                fmt(b.len).unwrap_or_else(|| "any".into()),
                fmt(a.len).unwrap_or_else(|| "any".into())
            ),
            os.clone(),
            ns.clone(),
            Some(set("len", fmt(b.len))),
        );
        return;
    }
    cx.push(
        if widens(a, b) {
            Class::Additive
        } else {
            Class::Breaking
        },
        "type-changed",
        path.to_string(),
        format!("type {}, was {}", shown(b), shown(a)),
        os.clone(),
        ns.clone(),
        Some(set("type", Some(crate::import::type_text(b)))),
    );
}

fn shown(v: &SpecValue) -> String {
    crate::import::type_text(v)
}

/// Whether `outer` admits every value `inner` admits (`None` = unbounded).
fn covers_range(outer: Option<(i128, i128)>, inner: Option<(i128, i128)>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some((a, b)), Some((c, d))) => a <= c && d <= b,
    }
}

fn covers_len(outer: Option<(u64, Option<u64>)>, inner: Option<(u64, Option<u64>)>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some((a, b)), Some((c, d))) => {
            a <= c
                && match (b, d) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(b), Some(d)) => d <= b,
                }
        }
    }
}

/// Whether every value of `a` is a value of `b` (a union that adds
/// alternatives, a wider range or length).
fn widens(a: &SpecValue, b: &SpecValue) -> bool {
    if let SpecType::Union(alts) = &b.ty {
        if alts.iter().any(|x| widens(a, x)) {
            return true;
        }
        if let SpecType::Union(olds) = &a.ty {
            return olds.iter().all(|o| alts.iter().any(|x| widens(o, x)));
        }
    }
    let same_shape = match (&a.ty, &b.ty) {
        (SpecType::Array(x), SpecType::Array(y)) => widens(x, y),
        (SpecType::Uint, SpecType::Int) => true,
        (x, y) => x == y,
    };
    same_shape && covers_range(b.range, a.range) && covers_len(b.len, a.len)
}
