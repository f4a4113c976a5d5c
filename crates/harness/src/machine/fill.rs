//! What a conformant sender puts in a frame, given what was exchanged so
//! far: the fields its instances bound, and values that keep the value rules
//! (a sequence number, an echo, a member of the request's set). What the
//! generic endpoint asks the monitor before it sends, so that the frames it
//! makes keep the content the schema states.

use super::values::{applies, elem_body, elem_key, Elem, Env, Framed, Stats, V};
use super::{key_of, slot_of, step::opens_fresh, Inst, Monitor, PeerId};
use ciborium::value::Value as Cbor;
use npamp_schema::{Body, FrameId, Model, Scope, Side, Type, VExpr, VOp, ValueRule};

impl Monitor {
    /// Edit `body`, a frame of type `frame_type` `from` is about to send, so
    /// that it keeps what the exchange so far fixes: the fields its instances
    /// bound (`binds`), and each value rule whose left side is a field of the
    /// frame (or of each element of an array). Top-level keys in `keep` (the
    /// corr, a key the frame is built for) are left as they are.
    pub fn fill(&self, from: PeerId, frame_type: u16, body: &mut Cbor, keep: &[u64]) {
        let model = self.model;
        let Some(fid) = model
            .frames
            .iter()
            .position(|f| f.code == frame_type)
            .map(FrameId)
        else {
            return;
        };
        let request = self.request_of(from, fid, body);
        for (xi, x) in model.exchanges.iter().enumerate() {
            if !self.reads(xi, fid) {
                continue;
            }
            let req = request.as_ref().map(|(f, v)| (&model.frame(*f).body, v));
            let (inst, by) = match key_of(model, x, fid, body, req) {
                Some(k) => {
                    let (slot, by) = slot_of(&self.instances, xi, x, from, fid, &k);
                    let live = self
                        .instances
                        .get(&slot)
                        .filter(|i| !opens_fresh(model, x, fid, by, body, i.state));
                    (live.cloned(), by)
                }
                None => (None, Side::Opener),
            };
            for (name, v) in inst.iter().flat_map(|i| i.bound.clone()) {
                if let Some(f) = model.frame(fid).body.field_named(&name) {
                    if !keep.contains(&f.key) {
                        set(body, f.key, v);
                    }
                }
            }
            for (ri, r) in x.values.iter().enumerate() {
                let at = At {
                    xi,
                    ri,
                    r,
                    fid,
                    by,
                    from,
                    request: request.as_ref().map(|(f, v)| (*f, v.clone())),
                    inst: inst.as_ref(),
                };
                self.keep_rule(&at, body, keep);
            }
        }
    }

    /// Edit `body` to keep rule `at.r` (a left side that is a field).
    fn keep_rule(&self, at: &At<'_>, body: &mut Cbor, keep: &[u64]) {
        let model = self.model;
        let r = at.r;
        let fbody = &model.frame(at.fid).body;
        let framed = |b: &Cbor| -> bool {
            let f = Framed {
                body: fbody,
                val: b,
                request: at.request.as_ref().map(|(f, v)| (&model.frame(*f).body, v)),
                request_frame: at.request.as_ref().map(|(f, _)| *f),
            };
            applies(r, model, at.by, at.fid, &f)
        };
        if !framed(body) {
            return;
        }
        match (&r.each, &r.rel.left) {
            (None, VExpr::Field(name)) => {
                let v = self.right_of(at, body, None);
                if let Some(c) =
                    v.and_then(|v| keeping(r.rel.op, &v, field_type(model, fbody, name)?))
                {
                    set_path(model, fbody, body, name, c, keep);
                }
            }
            (Some(a), VExpr::Field(_) | VExpr::Element) => self.keep_elements(at, body, a),
            _ => {}
        }
    }

    /// Each element of array `a` of `body` edited to keep rule `at.r`.
    fn keep_elements(&self, at: &At<'_>, body: &mut Cbor, a: &str) {
        let model = self.model;
        let fbody = &model.frame(at.fid).body;
        let Some(f) = fbody.field_named(a) else {
            return;
        };
        let rb = elem_body(model, fbody, a);
        let n = match super::values::field(fbody, body, a) {
            Some(Cbor::Array(items)) => items.len(),
            _ => return,
        };
        for i in 0..n {
            let Some(v) = self.right_of(at, body, Some((a, i))) else {
                continue;
            };
            let Some(Cbor::Array(items)) = get_mut(body, f.key) else {
                return;
            };
            let Some(item) = items.get_mut(i) else { return };
            match (&at.r.rel.left, rb) {
                (VExpr::Field(name), Some(rb)) => {
                    if let Some(c) =
                        field_type(model, rb, name).and_then(|t| keeping(at.r.rel.op, &v, t))
                    {
                        set_path(model, rb, item, name, c, &[]);
                    }
                }
                (VExpr::Element, None) => {
                    let ty = match &f.value.ty {
                        Type::Array(e) => &e.ty,
                        _ => continue,
                    };
                    if let Some(c) = keeping(at.r.rel.op, &v, ty) {
                        *item = c;
                    }
                }
                _ => {}
            }
        }
    }

    /// The right side of rule `at.r` over `body` (or its element `i` of array `a`).
    fn right_of(&self, at: &At<'_>, body: &Cbor, elem: Option<(&str, usize)>) -> Option<V> {
        let model = self.model;
        let r = at.r;
        let fbody = &model.frame(at.fid).body;
        let empty = Stats::new();
        let frame = Framed {
            body: fbody,
            val: body,
            request: at.request.as_ref().map(|(f, v)| (&model.frame(*f).body, v)),
            request_frame: at.request.as_ref().map(|(f, _)| *f),
        };
        let opening = at
            .inst
            .and_then(|i| i.opening.as_ref())
            .map(|o| o.framed(model));
        let elem = elem.and_then(|(a, i)| {
            let Some(Cbor::Array(items)) = super::values::field(fbody, body, a) else {
                return None;
            };
            Some(Elem {
                body: elem_body(model, fbody, a),
                val: items.get(i)?,
                index: i,
                prev: i.checked_sub(1).and_then(|p| items.get(p)),
            })
        });
        let stats = match (&r.per, r.scope) {
            (Some(per), _) => elem
                .as_ref()
                .and_then(|e| elem_key(e, per))
                .and_then(|k| self.per_item.get(&(at.xi, k)))
                .unwrap_or(&empty),
            (None, Scope::Instance) => at.inst.map_or(&empty, |i| &i.stats),
            (None, Scope::Association) => self.assoc.get(at.xi).unwrap_or(&empty),
        };
        let env = Env {
            model,
            frame,
            elem,
            opening,
            rule: at.ri,
            stats,
            from: at.from,
        };
        // The left side's aggregates come first in the numbering.
        let mut aggs = 0;
        let _ = env.eval(&r.rel.left, &mut aggs);
        env.eval(&r.rel.right, &mut aggs)
    }
}

/// A rule as `fill` applies it to one frame.
struct At<'a> {
    xi: usize,
    ri: usize,
    r: &'a ValueRule,
    fid: FrameId,
    by: Side,
    from: PeerId,
    request: Option<(FrameId, Cbor)>,
    inst: Option<&'a Inst>,
}

/// The type of field `name` of `body` (`a.b`: of record field `a`).
fn field_type<'m>(model: &'m Model, body: &'m Body, name: &str) -> Option<&'m Type> {
    match name.split_once('.') {
        None => Some(&body.field_named(name)?.value.ty),
        Some((a, rest)) => match &body.field_named(a)?.value.ty {
            Type::Record(r) => field_type(model, &model.record(*r).body, rest),
            Type::FrameBody(f) => field_type(model, &model.frame(*f).body, rest),
            _ => None,
        },
    }
}

/// A value of type `ty` that keeps `left op v`.
fn keeping(op: VOp, v: &V, ty: &Type) -> Option<Cbor> {
    let int = |i: i128| -> Option<Cbor> {
        let signed = matches!(ty, Type::Int | Type::Nint);
        (i >= 0 || signed)
            .then(|| {
                ciborium::value::Integer::try_from(i)
                    .ok()
                    .map(Cbor::Integer)
            })
            .flatten()
    };
    let of_key = |k: &[u8]| -> Option<Cbor> {
        match ty {
            Type::Tstr => String::from_utf8(k.to_vec()).ok().map(Cbor::Text),
            Type::Bstr => Some(Cbor::Bytes(k.to_vec())),
            Type::Uint | Type::Int | Type::Enum(_) => {
                let digits = std::str::from_utf8(k.get(1..)?).ok()?;
                int(digits.parse().ok()?)
            }
            _ => None,
        }
    };
    match (op, v) {
        (VOp::Lt, V::Int(i)) => int(i.saturating_sub(1)),
        (VOp::Gt | VOp::Ne, V::Int(i)) => int(i.saturating_add(1)),
        (VOp::Le | VOp::Ge | VOp::Eq, V::Int(i)) => int(*i),
        (VOp::Le | VOp::Ge | VOp::Eq, V::Float(f)) if matches!(ty, Type::Float) => {
            Some(Cbor::Float(*f))
        }
        (VOp::Eq, V::Key(k)) => of_key(k),
        (VOp::In, V::Set(s)) => s.first().and_then(|k| of_key(k)),
        _ => None,
    }
}

fn get_mut(map: &mut Cbor, key: u64) -> Option<&mut Cbor> {
    let Cbor::Map(m) = map else { return None };
    m.iter_mut()
        .find(|(k, _)| npamp_testkit::model::int_of(k) == Some(i128::from(key)))
        .map(|(_, v)| v)
}

fn set(map: &mut Cbor, key: u64, v: Cbor) {
    npamp_testkit::model::set(map, key, v);
}

/// Set field `name` of `body` in `val` (`a.b`: inside record field `a`,
/// which must be there), unless a top-level key is in `keep`.
fn set_path(model: &Model, body: &Body, val: &mut Cbor, name: &str, v: Cbor, keep: &[u64]) {
    match name.split_once('.') {
        None => {
            if let Some(f) = body.field_named(name) {
                if !keep.contains(&f.key) {
                    set(val, f.key, v);
                }
            }
        }
        Some((a, rest)) => {
            let Some(f) = body.field_named(a) else { return };
            let inner = match &f.value.ty {
                Type::Record(r) => &model.record(*r).body,
                Type::FrameBody(fr) => &model.frame(*fr).body,
                _ => return,
            };
            if let Some(sub) = get_mut(val, f.key) {
                set_path(model, inner, sub, rest, v, &[]);
            }
        }
    }
}
