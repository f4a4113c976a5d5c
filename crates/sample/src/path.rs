//! Paths from a payload to a nested value, and edits at a path.

use ciborium::Value;
use npamp_testkit::model;

/// One step of a path from the payload to a nested value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The value of an integer key of a map.
    Key(u64),
    /// An item of an array (or an element of a tuple).
    Idx(usize),
    /// The value of the n-th entry of a typed map.
    Val(usize),
    /// The chosen alternative of a union (no CBOR step).
    Alt(usize),
}

/// The value at a path.
pub fn at_mut<'a>(root: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let Some((first, rest)) = path.split_first() else {
        return Some(root);
    };
    let next = match (first, root) {
        (Step::Key(k), m @ Value::Map(_)) => model::get_mut(m, *k)?,
        (Step::Idx(i), Value::Array(items)) => items.get_mut(*i)?,
        (Step::Val(i), Value::Map(e)) => &mut e.get_mut(*i)?.1,
        (Step::Alt(_), v) => return at_mut(v, rest),
        _ => return None,
    };
    at_mut(next, rest)
}

/// A copy of `root` with the value at `path` replaced (None if the path does not exist).
pub fn replaced(root: &Value, path: &[Step], new: Value) -> Option<Value> {
    let mut r = root.clone();
    *at_mut(&mut r, path)? = new;
    Some(r)
}

/// A copy of `root` with `f` applied to the value at `path`.
pub fn edited(root: &Value, path: &[Step], f: impl FnOnce(&mut Value)) -> Option<Value> {
    let mut r = root.clone();
    f(at_mut(&mut r, path)?);
    Some(r)
}
