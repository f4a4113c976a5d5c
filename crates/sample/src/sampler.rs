//! [`Sampler`]: the generator over the [`Fixed`] source, with `&self` methods
//! (it holds no state): the same value for the same model every time.

use crate::path::Step;
use crate::source::Fixed;
use crate::values::Values;
use ciborium::Value;
use npamp_schema::{Body, Cond, FieldId, Lit, Model, Value as Declared};

/// Deterministic values of the model `m`: valid, the smallest sensible ones.
#[derive(Debug, Clone, Copy)]
pub struct Sampler<'m> {
    pub m: &'m Model,
}

impl<'m> Sampler<'m> {
    fn values(&self) -> Values<'m, Fixed> {
        Values::fixed(self.m)
    }

    /// A valid value of `v` (the smallest sensible one).
    pub fn value(&self, v: &Declared, depth: usize) -> Value {
        self.values().value(v, false, depth)
    }

    /// A value of `v`'s type of `n` bytes / items / entries, the rest within its constraints.
    pub fn sized(&self, v: &Declared, n: u64, depth: usize) -> Value {
        self.values().sized(v, n, depth)
    }

    /// A valid value of `v` in which the path `want` exists.
    pub fn value_with(&self, v: &Declared, want: &[Step], depth: usize) -> Value {
        self.values().value_with(v, want, depth)
    }

    /// A valid body: REQUIRED keys (and the envelope for a frame), the first step of `want`
    /// present (built so that the rest of `want` exists), the rules satisfied.
    pub fn body(&self, body: &Body, frame_code: Option<u16>, want: &[Step], depth: usize) -> Value {
        self.values().body(body, frame_code, want, depth)
    }

    /// A body with every carried field present (the rules then remove what conflicts).
    pub fn maximal(&self, body: &Body, frame_code: Option<u16>, depth: usize) -> Value {
        self.values().maximal(body, frame_code, depth)
    }

    /// Make a condition hold (or fail) by editing its field.
    pub fn set_cond(&self, body: &Body, m: &mut Value, c: &Cond, holds: bool, depth: usize) {
        self.values().set_cond(body, m, c, holds, depth)
    }

    /// A valid value of `v` that is none of `lits` (a named enum value when there is one).
    pub fn other_than(&self, v: &Declared, lits: &[Lit], depth: usize) -> Value {
        self.values().other_than(v, lits, depth)
    }

    /// Edit `m` until every single-frame rule of `body` holds (fields in `keep` stay).
    pub fn fixup(&self, body: &Body, m: &mut Value, keep: &[FieldId], depth: usize) {
        self.values().fixup(body, m, keep, depth)
    }
}
