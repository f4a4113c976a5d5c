//! Cases of compound values: arrays, tuples, records, typed maps, unions, opaque maps and
//! `any` (the systematic cases of `cases.rs`, continued).

use crate::cases::Gen;
use crate::cbor::{bytes, raw, text};
use ciborium::Value;
use npamp_sample::path::{edited, replaced, Step};
use npamp_schema::{Frame, Group, Type, Value as Val};
use npamp_testkit::model::{int, uint};

impl Gen<'_> {
    /// Cases of arrays, tuples, records, typed maps, unions, opaque maps and `any`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn compound_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        base: &Value,
        v: &Val,
        label: &str,
        section: &str,
        depth: usize,
    ) {
        let with = |s: Step| {
            let mut p = path.to_vec();
            p.push(s);
            p
        };
        match &v.ty {
            Type::Array(item) => {
                self.len_cases(fr, path, base, v, label);
                let rec = matches!(item.ty, Type::Record(_) | Type::FrameBody(_));
                self.ctx.push(if rec {
                    "ArrayOfRecords"
                } else {
                    "WrongItemType"
                });
                if !rec {
                    self.ctx.pop();
                }
                let l = format!("{label}[0]");
                self.value_cases(
                    fr,
                    &with(Step::Idx(0)),
                    item,
                    &l,
                    section,
                    true,
                    true,
                    depth + 1,
                );
                if rec {
                    self.ctx.pop();
                }
            }
            Type::Tuple(vs) => self.tuple_cases(fr, path, base, vs, label, section, depth),
            Type::Record(r) => {
                self.ctx.push("Record");
                let rec = &self.m.record(*r).body;
                self.body_cases(fr, path, rec, label, depth + 1);
                self.ctx.pop();
            }
            Type::FrameBody(f) => {
                self.ctx.push("Record");
                let b = &self.m.frame(*f).body;
                self.body_cases(fr, path, b, label, depth + 1);
                self.ctx.pop();
            }
            Type::Map { key, value } => {
                self.ctx.push("TypedMap");
                self.len_cases(fr, path, base, v, label);
                self.map_key_cases(fr, path, base, key, label);
                let l = format!("{label}{{0}}");
                self.value_cases(
                    fr,
                    &with(Step::Val(0)),
                    value,
                    &l,
                    section,
                    true,
                    true,
                    depth + 1,
                );
                self.ctx.pop();
            }
            Type::Union(vs) => {
                self.ctx.push("UnionAlternative");
                for (i, alt) in vs.iter().enumerate() {
                    let p = with(Step::Alt(i));
                    let b = self.base(fr, &p);
                    let l = format!("{label} as {}", alt.ty.describe(self.m));
                    let pl = Some(b);
                    self.add(
                        fr,
                        pl,
                        (section.to_string(), "union-alternative"),
                        &[],
                        format!("{l} (valid)"),
                        Some(true),
                        false,
                    );
                    self.value_cases(fr, &p, alt, &l, section, false, false, depth + 1);
                }
                self.ctx.pop();
            }
            Type::UintKeyedMap | Type::AnyKeyedMap => {
                self.ctx.push("OpaqueMap");
                self.len_cases(fr, path, base, v, label);
                self.opaque_key_cases(fr, path, base, label);
                self.ctx.pop();
            }
            Type::Any => self.any_cases(fr, path, base, label, section),
            _ => {}
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn tuple_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        base: &Value,
        vs: &[Val],
        label: &str,
        section: &str,
        depth: usize,
    ) {
        self.ctx.push("Tuple");
        let ts = self.section(Group::MajorType);
        let fewer = edited(base, path, |a| {
            if let Value::Array(items) = a {
                items.pop();
            }
        });
        let extra = vs.last().map_or(uint(0), |x| self.s.value(x, 0));
        let more = edited(base, path, |a| {
            if let Value::Array(items) = a {
                items.push(extra);
            }
        });
        let n = vs.len();
        self.add(
            fr,
            fewer,
            (ts.clone(), "tuple-arity"),
            &[],
            format!("{label}: {} element(s) instead of {n}", n.saturating_sub(1)),
            Some(false),
            false,
        );
        self.add(
            fr,
            more,
            (ts, "tuple-arity"),
            &[],
            format!("{label}: {} elements instead of {n}", n + 1),
            Some(false),
            false,
        );
        for (i, e) in vs.iter().enumerate() {
            let mut p = path.to_vec();
            p.push(Step::Idx(i));
            let l = format!("{label}.{i}");
            self.value_cases(fr, &p, e, &l, section, false, true, depth + 1);
        }
        self.ctx.pop();
    }

    fn map_key_cases(&mut self, fr: &Frame, path: &[Step], base: &Value, key: &Val, label: &str) {
        let sec = self.section(Group::ItemType);
        let keys: [(&str, Value); 6] = [
            ("uint key 7", uint(7)),
            ("negative key -1", int(-1)),
            ("bstr key h'00'", bytes(&[0])),
            ("text key \"k\"", text("k")),
            ("bool key", Value::Bool(true)),
            ("null key", Value::Null),
        ];
        for (d, k) in keys {
            let admitted = !matches!(k, Value::Null) && crate::cases::admits(self.m, &key.ty, &k);
            if admitted {
                continue;
            }
            let p = edited(base, path, |m| {
                if let Value::Map(e) = m {
                    if let Some(first) = e.first_mut() {
                        first.0 = k;
                    }
                }
            });
            self.add(
                fr,
                p,
                (sec.clone(), "typed-map-key"),
                &[],
                format!("{label}: {d} ({} declared)", key.ty.describe(self.m)),
                Some(false),
                false,
            );
        }
    }

    fn opaque_key_cases(&mut self, fr: &Frame, path: &[Step], base: &Value, label: &str) {
        let sec = self.section(Group::NestedKeys);
        let keys: [(&str, Value); 6] = [
            ("uint key 0", uint(0)),
            ("uint key 2^64-1", uint(u64::MAX)),
            ("negative key -1", int(-1)),
            ("text key \"k\"", text("k")),
            ("bstr key h'00'", bytes(&[0])),
            ("array key []", Value::Array(vec![])),
        ];
        for (d, k) in keys {
            let p = edited(base, path, |m| *m = Value::Map(vec![(k, uint(1))]));
            self.add(
                fr,
                p,
                (sec.clone(), "opaque-map-keys"),
                &[],
                format!("{label}: opaque map with a {d}"),
                None,
                false,
            );
        }
    }

    fn any_cases(&mut self, fr: &Frame, path: &[Step], base: &Value, label: &str, section: &str) {
        let items: [(&str, Value); 8] = [
            ("uint", uint(1)),
            ("negative int", int(-1)),
            ("bstr", bytes(&[1])),
            ("tstr", text("x")),
            ("array", Value::Array(vec![uint(1)])),
            (
                "map with a negative key",
                Value::Map(vec![(int(-1), uint(0))]),
            ),
            ("bool", Value::Bool(true)),
            ("tag 1 on 0", raw(vec![0xc1, 0x00])),
        ];
        for (d, x) in items {
            let p = replaced(base, path, x);
            self.add(
                fr,
                p,
                (section.to_string(), "any-item"),
                &[],
                format!("{label}: any item: {d}"),
                None,
                false,
            );
        }
    }
}
