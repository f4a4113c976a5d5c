//! Wire-level cases: the non-canonical catalogue, nesting depth, payloads that are not maps and
//! frame types outside the channel.

use crate::cases::Gen;
use crate::cbor::{self, entries_of, raw};
use ciborium::Value;
use npamp_sample::path::Step;
use npamp_schema::{Frame, Group};
use npamp_testkit::cbor::{head, head_wide, map_after_head, map_raw};
use npamp_testkit::hex::hex;
use npamp_testkit::model;
use npamp_testkit::noncanon::{nest_in_arrays, nest_in_maps, single_fault_items, widened};

/// The unknown key the catalogue's faulty values are put under (the reference's key 99).
const PROBE_KEY: u64 = 99;

impl Gen<'_> {
    /// Deterministic-encoding faults of the whole payload and of single items.
    pub(crate) fn encoding_cases(&mut self, fr: &Frame, min: &Value) {
        let e = entries_of(min);
        let n = e.len();
        let sec = self.section(Group::Deterministic);
        let nm = fr.name.clone();
        let add = |g: &mut Self, bytes: Vec<u8>, what: String| {
            g.add_bytes(
                fr.code,
                bytes,
                (sec.clone(), "deterministic-cbor-map"),
                &[],
                format!("{nm}: {what}"),
                Some(false),
                false,
            );
        };
        for (i, (k, v)) in e.iter().enumerate() {
            if let Some(wk) = widened(k) {
                let mut x = e.clone();
                x[i].0 = wk;
                add(
                    self,
                    map_raw(&x),
                    format!("key {} in a longer head", hex(k)),
                );
            }
            if let Some(wv) = widened(v) {
                let mut x = e.clone();
                x[i].1 = wv;
                add(
                    self,
                    map_raw(&x),
                    format!("value of key {} in a longer head", hex(k)),
                );
            }
        }
        let count = u64::try_from(n).unwrap_or(u64::MAX);
        if n < 24 {
            add(
                self,
                map_after_head(&head_wide(5, count).unwrap_or_default(), &e),
                "map count in a longer head".into(),
            );
        }
        let mut indefinite = map_after_head(&[0xbf], &e);
        indefinite.push(0xff);
        add(self, indefinite, "indefinite-length payload map".into());
        if n >= 2 {
            let mut x = e.clone();
            x.swap(0, 1);
            add(self, map_raw(&x), "first two keys swapped".into());
            let mut r = e.clone();
            r.reverse();
            add(self, map_raw(&r), "keys in descending order".into());
        }
        if let (Some(first), Some(last)) = (e.first(), e.last()) {
            let mut d = e.clone();
            d.insert(1, first.clone());
            add(self, map_raw(&d), "first key repeated".into());
            let mut d = e.clone();
            d.push(last.clone());
            add(self, map_raw(&d), "last key repeated".into());
        }
        let good = cbor::enc(min);
        for (t, what) in [
            (&[0x00][..], "a trailing 0x00"),
            (&[0xa0][..], "a second (empty) map"),
            (&[0xff][..], "a trailing break"),
        ] {
            let mut b = good.clone();
            b.extend_from_slice(t);
            add(self, b, format!("payload followed by {what}"));
        }
        add(
            self,
            good[..good.len().saturating_sub(1)].to_vec(),
            "last byte cut off".into(),
        );
        add(
            self,
            map_after_head(&head(5, count.saturating_add(1)), &e),
            "map count one more than its entries".into(),
        );
        add(self, Vec::new(), "empty payload (zero bytes)".into());
        self.catalogue_cases(fr, min);
    }

    /// Each catalogue item as the value of an unknown key.
    fn catalogue_cases(&mut self, fr: &Frame, min: &Value) {
        let fc = self.section(Group::NegativeKey);
        for f in single_fault_items() {
            let mut p = min.clone();
            model::set(&mut p, PROBE_KEY, raw(f.bytes.clone()));
            let c = format!(
                "{}: unknown key {PROBE_KEY} carrying {} ({})",
                fr.name,
                f.what,
                hex(&f.bytes)
            );
            self.add(
                fr,
                Some(p),
                (fc.clone(), "forward-compat-accept-nonneg"),
                &[],
                c,
                None,
                true,
            );
        }
    }

    /// Nesting at and over the depth limit (the payload map is level 1).
    pub(crate) fn depth_cases(&mut self, fr: &Frame, min: &Value) {
        let max = self.m.limits.max_depth;
        let fc = self.section(Group::NegativeKey);
        for level in [max.saturating_sub(1), max, max + 1] {
            let mut p = min.clone();
            model::set(
                &mut p,
                PROBE_KEY,
                raw(nest_in_arrays(&[0x00], level.saturating_sub(1))),
            );
            let c = format!(
                "{}: unknown key {PROBE_KEY} carrying arrays nested to level {level} (limit {max})",
                fr.name
            );
            self.add(
                fr,
                Some(p),
                (fc.clone(), "forward-compat-accept-nonneg"),
                &["DepthLimit"],
                c,
                Some(level <= max),
                true,
            );
            let maps = nest_in_maps(&[0x00], level.saturating_sub(1));
            let mut p = min.clone();
            model::set(&mut p, PROBE_KEY, raw(maps));
            let c = format!(
                "{}: unknown key {PROBE_KEY} carrying maps nested to level {level} (limit {max})",
                fr.name
            );
            self.add(
                fr,
                Some(p),
                (fc.clone(), "forward-compat-accept-nonneg"),
                &["DepthLimit"],
                c,
                Some(level <= max),
                true,
            );
        }
    }

    /// Payloads that are not maps.
    pub(crate) fn not_a_map_cases(&mut self, fr: &Frame, min: &Value) {
        let sec = self.section(Group::Map);
        let good = cbor::enc(min);
        let mut wrapped = vec![0x81];
        wrapped.extend_from_slice(&good);
        let items: Vec<(&str, Vec<u8>)> = vec![
            ("a bare uint 5", vec![0x05]),
            ("a negative int", vec![0x20]),
            ("an empty bstr", vec![0x40]),
            ("an empty tstr", vec![0x60]),
            ("an empty array", vec![0x80]),
            ("the payload map wrapped in an array", wrapped),
            ("null", vec![0xf6]),
            ("false", vec![0xf4]),
            ("an empty map", vec![0xa0]),
        ];
        for (d, b) in items {
            self.add_bytes(
                fr.code,
                b,
                (sec.clone(), "payload-map"),
                &[],
                format!("{}: payload is {d}", fr.name),
                Some(false),
                false,
            );
        }
        let _ = Step::Key(0);
    }

    /// Frame types outside the channel, with a valid payload of the first frame.
    pub fn unknown_operation_cases(&mut self) {
        let Some(first) = self.m.frames.first() else {
            return;
        };
        let codes: Vec<u16> = self.m.frames.iter().map(|f| f.code).collect();
        let (lo, hi) = self.m.channel.core_reserved;
        let max = codes.iter().copied().max().unwrap_or(0);
        let min = codes.iter().copied().min().unwrap_or(0);
        let mut cands = vec![
            lo,
            hi,
            hi.saturating_add(1),
            min.saturating_sub(1),
            max.saturating_add(1),
            0x7fff,
            0xffff,
        ];
        cands.retain(|c| !codes.contains(c));
        cands.sort_unstable();
        cands.dedup();
        let sec = self.section(Group::UnknownOperation);
        let base = self.s.body(&first.body, Some(first.code), &[], 0);
        for c in cands {
            let mut p = base.clone();
            if let Some(fk) = first
                .body
                .fields
                .iter()
                .find(|f| f.role == Some(npamp_schema::EnvRole::FrameKind))
            {
                model::set(&mut p, fk.key, model::uint(u64::from(c)));
            }
            let d = format!(
                "frame type {c:#06x} is no operation of the channel ({} body, frame_kind {c:#06x})",
                first.name
            );
            self.add_bytes(
                c,
                cbor::enc(&p),
                (sec.clone(), "unknown-operation"),
                &[npamp_testkit::corpus::flag::UNKNOWN_OPERATION],
                d,
                Some(false),
                false,
            );
        }
    }
}
