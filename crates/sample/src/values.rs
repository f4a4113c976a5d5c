//! The generator: a value of any declared type, walked over the model, its
//! leaves chosen by a [`Source`].

use crate::path::Step;
use crate::source::{len_in, usize_of, Drawn, Fixed, Mode, Source};
use arbitrary::Unstructured;
use ciborium::Value;
use npamp_schema::{
    Body, EnvRole, Field, FieldId, FrameId, Model, RuleKind, Type, Value as Declared,
};
use npamp_testkit::cbor::encode;
use npamp_testkit::model::{self, present, uint};

/// Values of the model `m`, choices from `src`.
pub struct Values<'m, S> {
    pub m: &'m Model,
    pub src: S,
}

/// The generator the fuzzers drive with `arbitrary::Unstructured`.
pub type Gen<'m, 'u, 'd> = Values<'m, Drawn<'u, 'd>>;

impl<'m, 'u, 'd> Values<'m, Drawn<'u, 'd>> {
    pub fn new(m: &'m Model, u: &'u mut Unstructured<'d>, mode: Mode) -> Self {
        Values {
            m,
            src: Drawn { u, mode },
        }
    }
}

impl<'m> Values<'m, Fixed> {
    pub fn fixed(m: &'m Model) -> Self {
        Values { m, src: Fixed }
    }
}

/// The empty value of a type whose values nest (arrays, records, frame
/// bodies, maps): what such a value is one level past the depth limit.
fn empty_container(ty: &Type) -> Option<Value> {
    match ty {
        Type::Array(_) => Some(Value::Array(Vec::new())),
        Type::Record(_)
        | Type::FrameBody(_)
        | Type::Map { .. }
        | Type::UintKeyedMap
        | Type::AnyKeyedMap => Some(Value::Map(Vec::new())),
        _ => None,
    }
}

impl<S: Source> Values<'_, S> {
    /// A value of `v` at nesting level `depth` (a payload's fields are at
    /// level 1; a container's items one level deeper).
    pub fn value(&mut self, v: &Declared, non_empty: bool, depth: usize) -> Value {
        if self.src.cut(depth, self.m.limits.max_depth) {
            if let Some(empty) = empty_container(&v.ty) {
                return empty;
            }
        }
        match &v.ty {
            Type::Uint | Type::Int => self.src.integer(v, 1),
            Type::Nint => self.src.integer(v, -1),
            Type::Float => Value::Float(self.src.float(self.m, v)),
            Type::Bool => Value::Bool(self.src.bool()),
            Type::Bstr => {
                let n = self.src.str_len(v, non_empty);
                Value::Bytes(self.src.bytes(n))
            }
            Type::Tstr => {
                let n = self.src.str_len(v, non_empty);
                Value::Text(self.src.text(n))
            }
            Type::Enum(e) => self.src.enum_value(v, self.m.enum_def(*e)),
            Type::Flags(f) => self.src.flags(v, self.m.flags_def(*f)),
            Type::Array(item) => {
                let n = self.src.items(v, non_empty, 4, depth);
                Value::Array((0..n).map(|i| self.item(item, i, depth)).collect())
            }
            Type::Tuple(items) => {
                let mut out: Vec<Value> = items
                    .iter()
                    .map(|x| self.value(x, false, depth + 1))
                    .collect();
                if self.src.drop_last() {
                    out.pop();
                }
                Value::Array(out)
            }
            Type::Record(r) => self.body(&self.m.record(*r).body, None, &[], depth + 1),
            Type::FrameBody(f) => self.frame_body(*f, &[], depth + 1),
            Type::Map { key, value } => self.typed_map(v, key, value, non_empty, depth),
            Type::Union(alts) => match alts.get(self.src.pick(alts.len())) {
                Some(alt) => self.value(alt, non_empty, depth),
                None => Value::Null,
            },
            Type::UintKeyedMap => self.uint_keyed_map(v, non_empty, depth),
            Type::AnyKeyedMap => self.any_keyed_map(v, non_empty, depth),
            Type::Any => self.src.any(self.m, depth),
        }
    }

    /// The `i`-th of a run of distinct items of `v` (map keys must differ),
    /// an item of a container at `depth`.
    fn item(&mut self, v: &Declared, i: u64, depth: usize) -> Value {
        match self.src.distinct(self.m, v, i) {
            Some(x) => x,
            None => self.value(v, false, depth + 1),
        }
    }

    /// A typed map: distinct keys (by encoding) of the key type, values of the
    /// value type.
    fn typed_map(
        &mut self,
        v: &Declared,
        key: &Declared,
        value: &Declared,
        non_empty: bool,
        depth: usize,
    ) -> Value {
        let n = self.src.items(v, non_empty, 4, depth);
        let mut es: Vec<(Value, Value)> = Vec::new();
        let mut seen: Vec<Vec<u8>> = Vec::new();
        for _ in 0..n * 2 {
            if es.len() as u64 >= n {
                break;
            }
            let k = self.item(key, es.len() as u64, depth);
            let enc = encode(&k);
            if seen.contains(&enc) {
                continue;
            }
            seen.push(enc);
            let val = self.value(value, false, depth + 1);
            es.push((k, val));
        }
        Value::Map(es)
    }

    /// A map of distinct uint keys to `any` items.
    fn uint_keyed_map(&mut self, v: &Declared, non_empty: bool, depth: usize) -> Value {
        let n = self.src.items(v, non_empty, 3, depth);
        let mut keys: Vec<u64> = (0..n).map(|i| self.src.uint_key(i)).collect();
        keys.sort_unstable();
        keys.dedup();
        Value::Map(
            keys.into_iter()
                .map(|k| (uint(k), self.src.any(self.m, depth + 1)))
                .collect(),
        )
    }

    /// A map of distinct text or integer keys to `any` items.
    fn any_keyed_map(&mut self, v: &Declared, non_empty: bool, depth: usize) -> Value {
        let n = self.src.items(v, non_empty, 3, depth);
        let mut es: Vec<(Value, Value)> = Vec::new();
        let mut seen: Vec<Vec<u8>> = Vec::new();
        for i in 0..n {
            let k = self.src.any_key(i);
            let enc = encode(&k);
            if seen.contains(&enc) {
                continue;
            }
            seen.push(enc);
            es.push((k, self.src.any(self.m, depth + 1)));
        }
        Value::Map(es)
    }

    /// A value of `v`'s type of `n` bytes / items / entries (exactly: past
    /// its bounds when `n` is), the rest within its constraints.
    pub fn sized(&mut self, v: &Declared, n: u64, depth: usize) -> Value {
        match &v.ty {
            Type::Bstr => Value::Bytes(self.src.bytes(n)),
            Type::Tstr => Value::Text(self.src.text(n)),
            Type::Array(item) => Value::Array((0..n).map(|i| self.item(item, i, depth)).collect()),
            Type::Map { key, value } => Value::Map(
                (0..n)
                    .map(|i| {
                        (
                            self.item(key, i, depth),
                            self.value(value, false, depth + 1),
                        )
                    })
                    .collect(),
            ),
            Type::UintKeyedMap => Value::Map(
                (0..n)
                    .map(|i| (uint(i), self.src.any(self.m, depth + 1)))
                    .collect(),
            ),
            Type::AnyKeyedMap => Value::Map(
                (0..n)
                    .map(|i| {
                        (
                            Value::Text(format!("k{i}")),
                            self.src.any(self.m, depth + 1),
                        )
                    })
                    .collect(),
            ),
            _ => self.value(v, false, depth),
        }
    }

    /// A value of `v` in which the path `want` exists.
    pub fn value_with(&mut self, v: &Declared, want: &[Step], depth: usize) -> Value {
        let Some((first, rest)) = want.split_first() else {
            return self.value(v, false, depth);
        };
        match (&v.ty, first) {
            (Type::Record(r), Step::Key(_)) => {
                self.body(&self.m.record(*r).body, None, want, depth + 1)
            }
            (Type::FrameBody(f), Step::Key(_)) => self.frame_body(*f, want, depth + 1),
            (Type::Array(item), Step::Idx(i)) => {
                let n = len_in(v, u64::try_from(*i + 1).unwrap_or(1));
                let mut items: Vec<Value> = (0..n).map(|k| self.item(item, k, depth)).collect();
                if let Some(slot) = items.get_mut(*i) {
                    *slot = self.value_with(item, rest, depth + 1);
                }
                Value::Array(items)
            }
            (Type::Tuple(vs), Step::Idx(i)) => Value::Array(
                vs.iter()
                    .enumerate()
                    .map(|(k, x)| {
                        if k == *i {
                            self.value_with(x, rest, depth + 1)
                        } else {
                            self.value(x, false, depth + 1)
                        }
                    })
                    .collect(),
            ),
            (Type::Map { key, value }, Step::Val(i)) => {
                let n = len_in(v, u64::try_from(*i + 1).unwrap_or(1));
                Value::Map(
                    (0..n)
                        .map(|k| {
                            let val = if usize_of(k) == *i {
                                self.value_with(value, rest, depth + 1)
                            } else {
                                self.value(value, false, depth + 1)
                            };
                            (self.item(key, k, depth), val)
                        })
                        .collect(),
                )
            }
            (Type::Union(vs), Step::Alt(i)) => vs
                .get(*i)
                // An alternative is the union's own value: no CBOR level added.
                .map_or(Value::Null, |x| self.value_with(x, rest, depth)),
            _ => self.value(v, false, depth),
        }
    }

    /// A frame body nested in another frame: its envelope keys left out (it
    /// has none of its own).
    fn frame_body(&mut self, f: FrameId, want: &[Step], depth: usize) -> Value {
        let body = &self.m.frame(f).body;
        let mut b = self.body(body, None, want, depth);
        for fld in body.fields.iter().filter(|x| x.role.is_some()) {
            model::remove(&mut b, fld.key);
        }
        b
    }

    /// The value of field `f` at `depth`: for the frame-kind key, the frame's
    /// code (0 in a body that is not a frame's payload).
    pub fn field_value(&mut self, f: &Field, frame_code: Option<u16>, depth: usize) -> Value {
        match f.role {
            Some(EnvRole::FrameKind) => uint(u64::from(frame_code.unwrap_or(0))),
            _ => self.value(&f.value, f.non_empty, depth),
        }
    }

    /// A field's value in the text format a `format` rule of `body` names:
    /// the text, or each text element of an array.
    fn with_format(&mut self, body: &Body, id: FieldId, v: Value) -> Value {
        let format = body.rules.iter().find_map(|r| match r.kind {
            RuleKind::Format { field, format } if field == id => Some(format),
            _ => None,
        });
        let Some(format) = format else { return v };
        match v {
            Value::Text(_) => self.src.formatted(format),
            Value::Array(items) => Value::Array(
                items
                    .into_iter()
                    .map(|it| match it {
                        Value::Text(_) => self.src.formatted(format),
                        other => other,
                    })
                    .collect(),
            ),
            other => other,
        }
    }

    /// A body (a frame's, with its envelope, when `frame_code` is given): the
    /// fields the source makes present, the first step of `want` present
    /// (built so that the rest of `want` exists), and — when the source
    /// fixes rules — its single-frame rules satisfied.
    pub fn body(
        &mut self,
        body: &Body,
        frame_code: Option<u16>,
        want: &[Step],
        depth: usize,
    ) -> Value {
        let mut m = Value::Map(Vec::new());
        for (i, f) in body.fields.iter().enumerate() {
            if !self.src.present(f) {
                continue;
            }
            let v = self.field_value(f, frame_code, depth);
            let v = self.with_format(body, FieldId(i), v);
            // A null value is absence (D8): leave the key out instead.
            if v != Value::Null {
                model::set(&mut m, f.key, v);
            }
        }
        let mut keep = Vec::new();
        if let Some((Step::Key(k), rest)) = want.split_first() {
            if let Some(id) = body.fields.iter().position(|f| f.key == *k) {
                let f = &body.fields[id];
                let v = self.value_with(&f.value, rest, depth);
                model::set(&mut m, *k, v);
                keep.push(FieldId(id));
            }
        }
        if self.src.fixes_rules() {
            self.fixup(body, &mut m, &keep, depth);
        }
        m
    }

    /// A frame's payload value.
    pub fn frame(&mut self, frame: &npamp_schema::Frame) -> Value {
        self.body(&frame.body, Some(frame.code), &[], 1)
    }

    /// A body with every carried field present (the rules then remove what conflicts).
    pub fn maximal(&mut self, body: &Body, frame_code: Option<u16>, depth: usize) -> Value {
        let mut m = self.body(body, frame_code, &[], depth);
        for f in body.carried().map(|(_, f)| f) {
            if !present(&m, f.key, false) {
                let v = self.value(&f.value, f.non_empty, depth);
                model::set(&mut m, f.key, v);
            }
        }
        self.fixup(body, &mut m, &[], depth);
        m
    }
}
