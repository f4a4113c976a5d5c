//! The bisection of a refusal of valid input (`refuses-valid`): the smallest
//! change that flips the testee to accepting, named by the schema's field
//! names and the CBOR construct removed (`field `score`: float`).
//!
//! The body is walked with the test-side span parser ([`npamp_testkit::span`]).
//! A removal is a map entry or an array item, anywhere in the body (deepest
//! first). Two passes, each removal judged by the oracle first (both profiles
//! must still accept it) and only then sent to the testee:
//!
//! 1. *strip*: a removal is kept while the testee still refuses with the same
//!    normalized objection (what it objects to does not depend on it);
//! 2. *name*: on what is left, each removal that turns the refusal into an
//!    acceptance is the field; an outer one is dropped when one inside it
//!    flips too.

use npamp_oracle::{Oracle, Ruling};
use npamp_schema::{Body, Model, Profile, Type, Value};
use npamp_testkit::span::{self, Node};

use super::Answer;

/// One removal: the bytes to cut (an entry's key and value, or an item), the
/// container whose count shrinks, and what it is.
struct Removal {
    /// Offset of the container's head, its end, and its count.
    container: (usize, usize, u64, u8),
    cut: (usize, usize),
    path: String,
    construct: &'static str,
}

impl Removal {
    fn apply(&self, buf: &[u8]) -> Vec<u8> {
        let (start, hdr_end, count, major) = self.container;
        let shrunk = span::splice(buf, self.cut.0, self.cut.1, &[]);
        // The container's head precedes the cut: its offsets still hold.
        span::splice(
            &shrunk,
            start,
            hdr_end,
            &npamp_testkit::cbor::head(major, count.saturating_sub(1)),
        )
    }
}

/// What a bisection found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bisected {
    /// The body with every removal the objection does not depend on.
    pub body: Vec<u8>,
    /// The field(s) whose removal flips the testee to accepting: path and construct.
    pub fields: Vec<(String, &'static str)>,
}

impl Bisected {
    /// `field `score`: float` (or `fields `a`: null, `b`: float`); `None`
    /// when no single removal flips the testee.
    pub fn describe(&self) -> Option<String> {
        let list: Vec<String> = self
            .fields
            .iter()
            .map(|(p, c)| format!("`{p}`: {c}"))
            .collect();
        match list.len() {
            0 => None,
            1 => Some(format!("field {}", list.join(""))),
            _ => Some(format!("fields {}", list.join(", "))),
        }
    }
}

/// What the testee does with one body.
pub enum Verdict {
    /// Refused with this objection (normalized).
    Refuses(String),
    Accepts,
    /// Anything else (a fault, a skip).
    Other,
}

/// Bisect `body` (a frame of type `ft` the oracle accepts under both
/// profiles and the testee refuses with `objection`); `ask` sends one body
/// to the testee, at most `tries` times. `None` when the body does not parse.
pub fn bisect(
    oracle: &Oracle,
    ft: u16,
    body: &[u8],
    objection: &str,
    mut tries: usize,
    ask: &mut dyn FnMut(&[u8]) -> Verdict,
) -> Option<Bisected> {
    let model = oracle.model();
    let frame = model.frame_by_code(ft)?;
    let mut body = body.to_vec();
    let mut cands = removals(model, &frame.body, &span::parse(&body)?);
    // Pass 1: strip. Removals come deepest first (post-order): a kept removal
    // takes its own descendants with it, which were tried before it, so the
    // candidates after it are the same nodes in the new body.
    let mut i = 0;
    while let Some(r) = cands.get(i) {
        if tries == 0 {
            break;
        }
        let cand = r.apply(&body);
        if accepts_both(oracle, ft, &cand) {
            tries -= 1;
            if matches!(ask(&cand), Verdict::Refuses(o) if o == objection) {
                let inner = cands
                    .get(..i)
                    .unwrap_or_default()
                    .iter()
                    .filter(|c| c.cut.0 >= r.cut.0 && c.cut.1 <= r.cut.1)
                    .count();
                body = cand;
                cands = removals(model, &frame.body, &span::parse(&body)?);
                i -= inner;
                continue;
            }
        }
        i += 1;
    }
    // Pass 2: name.
    let mut flips: Vec<&Removal> = Vec::new();
    for r in &cands {
        if tries == 0 {
            break;
        }
        let cand = r.apply(&body);
        if accepts_both(oracle, ft, &cand) {
            tries -= 1;
            if matches!(ask(&cand), Verdict::Accepts) {
                flips.push(r);
            }
        }
    }
    let fields = flips
        .iter()
        .filter(|r| {
            !flips
                .iter()
                .any(|o| o.cut != r.cut && o.cut.0 >= r.cut.0 && o.cut.1 <= r.cut.1)
        })
        .map(|r| (r.path.clone(), r.construct))
        .collect();
    Some(Bisected { body, fields })
}

/// Whether the oracle accepts `body` under both profiles.
fn accepts_both(oracle: &Oracle, ft: u16, body: &[u8]) -> bool {
    [Profile::Strict, Profile::Minimum]
        .into_iter()
        .all(|p| matches!(oracle.check(ft, body, p), Ruling::Accept(_)))
}

/// What the testee answered, for the bisection.
pub fn verdict(a: &Answer) -> Verdict {
    match a {
        Answer::Error(e) => Verdict::Refuses(super::normalized(e)),
        Answer::Out(_) => Verdict::Accepts,
        _ => Verdict::Other,
    }
}

/// Every removal in the payload `root` (a map with `body`'s key table),
/// deepest first.
fn removals(model: &Model, body: &Body, root: &Node) -> Vec<Removal> {
    let mut out = Vec::new();
    map_removals(model, Some(body), None, root, "", &mut out);
    out
}

/// How a node's children are typed.
#[derive(Clone, Copy)]
enum Shape<'m> {
    /// A map with a key table.
    Table(&'m Body),
    /// Array items of one type.
    Items(&'m Value),
    /// A tuple: item `i` of the `i`th type.
    Tuple(&'m [Value]),
    /// A typed map: every value of this type.
    Values(&'m Value),
    /// Not known.
    Opaque,
}

fn shape<'m>(model: &'m Model, v: Option<&'m Value>, node: &Node) -> Shape<'m> {
    let Some(v) = v else {
        return Shape::Opaque;
    };
    match &v.ty {
        Type::Record(r) => Shape::Table(&model.record(*r).body),
        Type::FrameBody(f) => Shape::Table(&model.frame(*f).body),
        Type::Array(item) => Shape::Items(item),
        Type::Tuple(vs) => Shape::Tuple(vs),
        Type::Map { value, .. } => Shape::Values(value),
        Type::Union(vs) => vs
            .iter()
            .find(|x| x.ty.majors(model).contains(&node.major))
            .map_or(Shape::Opaque, |x| shape(model, Some(x), node)),
        _ => Shape::Opaque,
    }
}

fn map_removals(
    model: &Model,
    table: Option<&Body>,
    value_ty: Option<&Value>,
    map: &Node,
    path: &str,
    out: &mut Vec<Removal>,
) {
    for (k, v) in map.entries() {
        let field = table
            .filter(|_| k.major == 0)
            .and_then(|b| b.field_by_key(k.arg));
        let name = match (field, k.major) {
            (Some(f), _) => f.name.clone(),
            (None, 0) => format!("key {}", k.arg),
            (None, 1) => format!("key -{}", u128::from(k.arg) + 1),
            (None, _) => format!("key ({})", construct(k)),
        };
        let p = if path.is_empty() {
            name
        } else if table.is_some() {
            format!("{path}.{name}")
        } else {
            format!("{path}[{name}]")
        };
        let ty = field.map(|f| &f.value).or(value_ty);
        children(model, ty, v, &p, out);
        out.push(Removal {
            container: (map.start, map.hdr_end, map.arg, map.major),
            cut: (k.start, v.end),
            path: p,
            construct: construct(v),
        });
    }
}

/// The removals inside `node` (typed `ty`, at `path`).
fn children(model: &Model, ty: Option<&Value>, node: &Node, path: &str, out: &mut Vec<Removal>) {
    match (node.major, shape(model, ty, node)) {
        (5, Shape::Table(b)) => map_removals(model, Some(b), None, node, path, out),
        (5, Shape::Values(v)) => map_removals(model, None, Some(v), node, path, out),
        (5, _) => map_removals(model, None, None, node, path, out),
        (4, s) => {
            for (i, item) in node.children.iter().enumerate() {
                let p = format!("{path}[{i}]");
                let ty = match s {
                    Shape::Items(v) => Some(v),
                    Shape::Tuple(vs) => vs.get(i),
                    _ => None,
                };
                children(model, ty, item, &p, out);
                out.push(Removal {
                    container: (node.start, node.hdr_end, node.arg, 4),
                    cut: (item.start, item.end),
                    path: p,
                    construct: construct(item),
                });
            }
        }
        (6, _) => {
            if let Some(c) = node.children.first() {
                children(model, ty, c, path, out);
            }
        }
        _ => {}
    }
}

/// The CBOR construct of one item.
fn construct(n: &Node) -> &'static str {
    match n.major {
        0 => "uint",
        1 => "negative int",
        2 => "bytes",
        3 => "text",
        4 => "array",
        5 => "map",
        6 => "tag",
        _ if n.is_float() => "float",
        _ if n.is_null() => "null",
        _ if n.hdr_end.saturating_sub(n.start) == 1 && (n.arg == 20 || n.arg == 21) => "bool",
        _ if n.hdr_end.saturating_sub(n.start) == 1 && n.arg == 23 => "undefined",
        _ => "simple value",
    }
}
