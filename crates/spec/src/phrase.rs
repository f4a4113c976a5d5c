//! The CBOR-type column: every phrase the companion specs use, mapped to a
//! type of the schema language. A phrase outside this grammar is unmapped
//! and is reported as such (never skipped).

use crate::text::{is_frame_name, number};
use std::fmt;

/// A value's type as a spec's CBOR-type column states it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecType {
    Uint,
    Int,
    Float,
    Bstr,
    Tstr,
    Bool,
    /// `Map`: an opaque nested map (its keys decided by the Meaning cell).
    Map,
    /// `Map (text→text)`: typed keys and values.
    TypedMap(Box<SpecValue>, Box<SpecValue>),
    /// `Map (a `memory_record`, §6.5)`, `Array of Observation`: a nested record by its spec name.
    Record(String),
    /// `Array of FRAME_DEF-body maps`: another frame's body.
    FrameBody(String),
    Array(Box<SpecValue>),
    /// `2-element array: [A, B]`.
    Tuple(Vec<SpecValue>),
    /// `Int / Float / Byte string / Bool`.
    Union(Vec<SpecValue>),
    /// `Varies by `prompt_kind``: any item (its shape is a cross-frame rule).
    Varies(String),
}

/// A type with the bounds the phrase states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecValue {
    pub ty: SpecType,
    /// Integer value range, e.g. `(0–255)`, `(int64)`.
    pub range: Option<(i128, i128)>,
    /// Length in bytes or items, e.g. `(1–64 B)`, `Array of 3 float64`.
    pub len: Option<(u64, Option<u64>)>,
}

impl SpecValue {
    fn of(ty: SpecType) -> SpecValue {
        SpecValue {
            ty,
            range: None,
            len: None,
        }
    }

    /// A nested record by its spec name.
    pub fn of_record(name: &str) -> SpecValue {
        SpecValue::of(SpecType::Record(name.to_string()))
    }

    /// An array of `item`.
    pub fn array_of(item: SpecValue) -> SpecValue {
        SpecValue::of(SpecType::Array(Box::new(item)))
    }
}

/// Every phrase of the ten companion specs and what it maps to (the README table).
pub const PHRASES: &[(&str, &str)] = &[
    ("Unsigned int", "uint"),
    ("Unsigned int (0–255)", "uint, range [0, 255]"),
    ("Unsigned int (0–100)", "uint, range [0, 100]"),
    ("Int (int64)", "int, range [-2^63, 2^63-1]"),
    ("Int / Float", "{ union: [int, float] }"),
    ("Int / Float / Byte string / Bool", "{ union: [int, float, bstr, bool] }"),
    ("Float, float64", "float (float64 is the value's range, not a wire width)"),
    ("Text string", "tstr"),
    ("Byte string", "bstr"),
    ("Byte string (1–64 B), (1–32 B)", "bstr, len [1, 64] / [1, 32]"),
    ("Boolean", "bool"),
    ("Map", "uint_keyed_map (\"keyed by unsigned integers\") or any_keyed_map (keys a local matter, or \"… or text\")"),
    ("Map (text→text)", "{ map: { key: tstr, value: tstr } }"),
    ("Map (text→(text/int/float/bool))", "{ map: { key: tstr, value: { union: [tstr, int, float, bool] } } }"),
    ("Map (a `memory_record`, §6.5), Map (a `settlement_receipt`)", "{ record: memory_record }"),
    ("Array of text string / byte string / unsigned int (any capitalisation)", "{ array: tstr } / { array: bstr } / { array: uint }"),
    ("Array of `knowledge_result` (§6.2), Array of `gossip_item`", "{ array: { record: knowledge_result } }"),
    ("Array of Observation (§5.1), Array of MetricSample / Event / HealthReport", "{ array: { record: observation } } (the record named by the word)"),
    ("Array of FRAME_DEF-body maps (§5.1)", "{ array: { frame_body: FRAME_DEF } }"),
    ("Array of 3 float64, Array of 4 / 36 float64", "{ array: float }, len [3, 3]"),
    ("2-element array: [Array of 3 float64, Array of 4 float64]", "{ tuple: [{ type: { array: float }, len: [3, 3] }, { type: { array: float }, len: [4, 4] }] }"),
    ("Varies by `prompt_kind`", "any (the shape is a cross-frame rule)"),
];

impl fmt::Display for SpecType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecType::Uint => f.write_str("uint"),
            SpecType::Int => f.write_str("int"),
            SpecType::Float => f.write_str("float"),
            SpecType::Bstr => f.write_str("bstr"),
            SpecType::Tstr => f.write_str("tstr"),
            SpecType::Bool => f.write_str("bool"),
            SpecType::Map => f.write_str("map"),
            SpecType::TypedMap(k, v) => write!(f, "map {} → {}", k.ty, v.ty),
            SpecType::Record(r) => write!(f, "record {r}"),
            SpecType::FrameBody(b) => write!(f, "{b} body"),
            SpecType::Array(v) => write!(f, "array of {}", v.ty),
            SpecType::Tuple(vs) => {
                let v: Vec<String> = vs.iter().map(|x| x.ty.to_string()).collect();
                write!(f, "tuple [{}]", v.join(", "))
            }
            SpecType::Union(vs) => {
                let v: Vec<String> = vs.iter().map(|x| x.ty.to_string()).collect();
                f.write_str(&v.join(" / "))
            }
            SpecType::Varies(s) => write!(f, "any (varies by {s})"),
        }
    }
}

/// Map a CBOR-type phrase; `Err` carries the phrase when it is outside the grammar.
pub fn phrase(cell: &str) -> Result<SpecValue, String> {
    if let Some(v) = section_map(cell.trim()) {
        return Ok(v);
    }
    let p = strip_refs(cell.trim());
    parse(&p).ok_or_else(|| cell.trim().to_string())
}

/// A structure named only by its section: `Map (§4.4)`, `map(§4.4)`, `Array of
/// maps (§4.4)` → a record `§4.4` (the reading resolves it to the structure that
/// section defines).
fn section_map(p: &str) -> Option<SpecValue> {
    let lower = p.to_ascii_lowercase();
    let (array, rest) = match lower.strip_prefix("array of ") {
        Some(r) => (true, r.trim()),
        None => (false, lower.as_str()),
    };
    let rest = rest.strip_prefix("a ").unwrap_or(rest);
    let rest = rest
        .strip_prefix("maps")
        .or_else(|| rest.strip_prefix("map"))?
        .trim();
    let inner = rest.strip_prefix('(')?.strip_suffix(')')?.trim();
    let inner = inner.strip_prefix("see ").unwrap_or(inner);
    let n = inner.strip_prefix('§')?.trim_end_matches('.');
    let ok = !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == '.');
    if !ok {
        return None;
    }
    let record = SpecValue::of(SpecType::Record(format!("§{n}")));
    Some(if array {
        SpecValue::of(SpecType::Array(Box::new(record)))
    } else {
        record
    })
}

/// Remove trailing section references: `Array of Event (§5.2)` → `Array of Event`.
fn strip_refs(s: &str) -> String {
    let mut s = s.trim().to_string();
    while s.ends_with(')') {
        let Some(open) = s.rfind('(') else { break };
        let inner = s.get(open + 1..s.len() - 1).unwrap_or_default().trim();
        if inner.starts_with('§') {
            s = s.get(..open).unwrap_or_default().trim_end().to_string();
        } else {
            break;
        }
    }
    s
}

fn parse(p: &str) -> Option<SpecValue> {
    let p = p.trim();
    if p.is_empty() {
        return None;
    }
    let lower = p.to_ascii_lowercase();
    if let Some(rest) = lower.strip_prefix("varies by ") {
        return Some(SpecValue::of(SpecType::Varies(
            rest.trim().trim_matches('`').to_string(),
        )));
    }
    if let Some(v) = tuple(p) {
        return Some(v);
    }
    if let Some(v) = cddl_array(p) {
        return Some(v);
    }
    if let Some(v) = section_map(p) {
        return Some(v);
    }
    let alts = split_top(p, '/');
    if alts.len() > 1 {
        let vs: Option<Vec<SpecValue>> = alts.iter().map(|a| parse(a)).collect();
        return Some(SpecValue::of(SpecType::Union(vs?)));
    }
    if lower.starts_with("array of ") {
        return array(p.get("array of ".len()..)?);
    }
    if lower == "map" || lower.starts_with("map ") || lower.starts_with("map(") {
        return map(p.get(3..)?.trim());
    }
    scalar(p)
}

/// `Unsigned int (0–255)`, `Byte string (1–64 B)`, `Int (int64)`, `Text string`, ….
fn scalar(p: &str) -> Option<SpecValue> {
    let (words, bounds) = match p.find('(') {
        Some(i) if p.ends_with(')') => {
            (p.get(..i)?.trim(), Some(p.get(i + 1..p.len() - 1)?.trim()))
        }
        _ => (p, None),
    };
    let w = words.to_ascii_lowercase();
    let w = w.trim_end_matches('s');
    let ty = match w {
        "unsigned int" | "unsigned integer" | "uint" => SpecType::Uint,
        "int" | "integer" | "signed int" => SpecType::Int,
        "float" | "float64" | "float32" | "double" => SpecType::Float,
        "byte string" | "bstr" => SpecType::Bstr,
        "text string" | "tstr" | "text" => SpecType::Tstr,
        "boolean" | "bool" => SpecType::Bool,
        "byte" => SpecType::Bstr,
        "any" => SpecType::Varies(String::new()),
        _ => return None,
    };
    let mut v = SpecValue::of(ty);
    if let Some(b) = bounds {
        if b.eq_ignore_ascii_case("int64") && v.ty == SpecType::Int {
            v.range = Some((i128::from(i64::MIN), i128::from(i64::MAX)));
            return Some(v);
        }
        let (lo, hi) = bounds_of(b)?;
        match v.ty {
            SpecType::Uint | SpecType::Int => v.range = Some((i128::from(lo), i128::from(hi))),
            SpecType::Bstr | SpecType::Tstr => v.len = Some((lo, Some(hi))),
            _ => return None,
        }
    }
    Some(v)
}

/// `0–255`, `1–64 B` → (lo, hi).
fn bounds_of(b: &str) -> Option<(u64, u64)> {
    let b = b
        .trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == ' ')
        .trim();
    let (sep, width) = match b.find("..") {
        Some(i) => (i, 2),
        None => {
            let i = b.find(['–', '—', '-'])?;
            (i, b.get(i..)?.chars().next()?.len_utf8())
        }
    };
    let lo = number(b.get(..sep)?)?;
    let hi = number(b.get(sep + width..)?)?;
    (lo <= hi).then_some((lo, hi))
}

/// The words after `Array of `.
fn array(rest: &str) -> Option<SpecValue> {
    let rest = rest.trim();
    // `3 float64`: a fixed count.
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        let n: u64 = digits.parse().ok()?;
        let item = parse(rest.get(digits.len()..)?.trim())?;
        return Some(SpecValue {
            ty: SpecType::Array(Box::new(item)),
            range: None,
            len: Some((n, Some(n))),
        });
    }
    let item = match scalar(rest) {
        Some(v) => v,
        None => named(rest)?,
    };
    Some(SpecValue::of(SpecType::Array(Box::new(item))))
}

/// A record or frame body named in a phrase: `` `memory_record` ``,
/// `Observation`, `FRAME_DEF-body maps`, `a `settlement_receipt``.
fn named(s: &str) -> Option<SpecValue> {
    let s = s.trim();
    let s = s
        .strip_prefix("a ")
        .or_else(|| s.strip_prefix("an "))
        .unwrap_or(s);
    let s = s.trim_end_matches(" maps").trim_end_matches(" map").trim();
    if let Some(frame) = s.strip_suffix("-body") {
        return is_frame_name(frame).then(|| SpecValue::of(SpecType::FrameBody(frame.to_string())));
    }
    let bare = s.trim_matches('`');
    let ident = !bare.is_empty()
        && bare.chars().all(crate::text::ident_char)
        && bare.starts_with(|c: char| c.is_ascii_alphabetic());
    let quoted = s.starts_with('`') && s.ends_with('`');
    let camel = bare.starts_with(|c: char| c.is_ascii_uppercase()) && !is_frame_name(bare);
    (ident && (quoted || camel)).then(|| SpecValue::of(SpecType::Record(bare.to_string())))
}

/// The text after `Map`: ``, `(text→text)`, `(text→(a/b))`, `(a `memory_record`, §6.5)`.
fn map(rest: &str) -> Option<SpecValue> {
    if rest.is_empty() {
        return Some(SpecValue::of(SpecType::Map));
    }
    let inner = rest.strip_prefix('(')?.strip_suffix(')')?.trim();
    if let Some(arrow) = inner.find('→').or_else(|| inner.find("->")) {
        let k = inner.get(..arrow)?.trim();
        let v = inner
            .get(arrow..)?
            .trim_start_matches(['→', '-', '>'])
            .trim();
        let v = v
            .strip_prefix('(')
            .and_then(|x| x.strip_suffix(')'))
            .unwrap_or(v);
        let key = parse(k)?;
        let value = parse(v)?;
        return Some(SpecValue::of(SpecType::TypedMap(
            Box::new(key),
            Box::new(value),
        )));
    }
    let first = inner.split(',').next()?.trim();
    named(first)
}

/// `2-element array: [A, B]`.
fn tuple(p: &str) -> Option<SpecValue> {
    let colon = p.find(':')?;
    let head = p.get(..colon)?.trim().to_ascii_lowercase();
    let n: u64 = head.strip_suffix("-element array")?.trim().parse().ok()?;
    let list = p
        .get(colon + 1..)?
        .trim()
        .strip_prefix('[')?
        .strip_suffix(']')?;
    let items: Option<Vec<SpecValue>> = split_top(list, ',').iter().map(|x| parse(x)).collect();
    let items = items?;
    (items.len() as u64 == n).then(|| SpecValue::of(SpecType::Tuple(items)))
}

/// CDDL arrays: `[* tstr]` (zero or more), `[+ uint]` (one or more), `[bstr]`.
fn cddl_array(p: &str) -> Option<SpecValue> {
    let inner = p.strip_prefix('[')?.strip_suffix(']')?.trim();
    if split_top(inner, ',').len() > 1 {
        return None;
    }
    let (len, item) = match inner.chars().next()? {
        '*' => (None, inner.get(1..)?),
        '+' => (Some((1, None)), inner.get(1..)?),
        _ => (None, inner),
    };
    let item = parse(item.trim())?;
    Some(SpecValue {
        ty: SpecType::Array(Box::new(item)),
        range: None,
        len,
    })
}

/// Split at `sep` outside parentheses, brackets and backticks.
fn split_top(s: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut code = false;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '`' => code = !code,
            '(' | '[' if !code => depth += 1,
            ')' | ']' if !code => depth -= 1,
            _ => {}
        }
        if c == sep && depth == 0 && !code {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    out.push(cur.trim().to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(p: &str) -> SpecValue {
        phrase(p).unwrap_or_else(|e| panic!("unmapped {e}"))
    }

    #[test]
    fn phrases() {
        assert_eq!(ok("Unsigned int (0–255)").range, Some((0, 255)));
        assert_eq!(ok("Byte string (1–64 B)").len, Some((1, Some(64))));
        assert_eq!(ok("Int (int64)").ty, SpecType::Int);
        assert_eq!(ok("Array of 3 float64").len, Some((3, Some(3))));
        assert_eq!(
            ok("Array of `knowledge_result` (§6.2)").ty.to_string(),
            "array of record knowledge_result"
        );
        assert_eq!(
            ok("Array of Observation (§5.1)").ty.to_string(),
            "array of record Observation"
        );
        assert_eq!(
            ok("Array of FRAME_DEF-body maps (§5.1)").ty.to_string(),
            "array of FRAME_DEF body"
        );
        assert_eq!(
            ok("Map (a `memory_record`, §6.5)").ty,
            SpecType::Record("memory_record".into())
        );
        assert_eq!(
            ok("Map (text→(text/int/float/bool))").ty.to_string(),
            "map tstr → tstr / int / float / bool"
        );
        assert_eq!(
            ok("2-element array: [Array of 3 float64, Array of 4 float64]")
                .ty
                .to_string(),
            "tuple [array of float, array of float]"
        );
        assert_eq!(
            ok("Int / Float / Byte string / Bool").ty.to_string(),
            "int / float / bstr / bool"
        );
        assert_eq!(ok("Array of Text string").ty.to_string(), "array of tstr");
        assert_eq!(ok("Map (§4.4)").ty, SpecType::Record("§4.4".into()));
        assert_eq!(ok("map(§4.4)").ty, SpecType::Record("§4.4".into()));
        assert_eq!(
            ok("Array of maps (§4.4)").ty.to_string(),
            "array of record §4.4"
        );
        assert_eq!(ok("[* tstr]").ty.to_string(), "array of tstr");
        assert_eq!(ok("[+ uint]").len, Some((1, None)));
        assert_eq!(ok("uint (0..255)").range, Some((0, 255)));
        assert_eq!(ok("[* map(§5.1)]").ty.to_string(), "array of record §5.1");
        assert_eq!(
            ok("Varies by `prompt_kind`").ty,
            SpecType::Varies("prompt_kind".into())
        );
        for bad in [
            "",
            "Widget",
            "Unsigned int (9–1)",
            "Array of",
            "Map (",
            "3-element array: [Float]",
        ] {
            assert!(phrase(bad).is_err(), "{bad}");
        }
    }
}
