//! `npamp-oracle`: the independent decoding authority for the N-PAMP companion channels.
//!
//! It shares no code with the generator or the generated decoders. Three layers:
//!
//! 1. [`canonical`] — a hand-written byte-level RFC 8949 §4.2.1 checker (D3/D4);
//! 2. `interp` — `ciborium` parses the checked bytes and the resulting value tree is walked
//!    against the [`npamp_schema::Model`] at run time (D1, D2, D5–D13);
//! 3. [`encode`] — the oracle's own deterministic encoder, producing canonical forms.
//!
//! The rules implemented are exactly README "Decoding semantics" D1–D13.
//!
//! # Rule slugs ([`Refusal::rule`])
//!
//! | rule | slug(s) | section |
//! |---|---|---|
//! | D1 | `unknown-frame-type` (wire code `unknown_operation`) | errors section (`§8`) |
//! | D2 | `max-payload` | `§9` (resource bounds) |
//! | D3/D4 | `truncated`, `trailing-bytes`, `shortest-form`, `indefinite-length`, `tag`, `float`, `simple-value`, `break`, `reserved-ai`, `invalid-utf8`, `key-order`, `duplicate-key`, `depth` | `§4.1` |
//! | D5 | `not-a-map`, `non-integer-key` (`§4.1`); `unknown-negative-key` (`§4.3`) | |
//! | D6 | `missing-required:frame_kind`, `wrong-type:frame_kind`, `frame-kind-mismatch` | envelope |
//! | D7 | `corr-absent`, `wrong-type:corr`, `len:corr`, `corr-present` | envelope |
//! | D8/D9 | `missing-required:<field>`, `wrong-type:<field>`; `unknown-negative-key:<field>` (`§4.3`) | field's |
//! | D10 | `range:<field>`, `len:<field>` | field's |
//! | D12/D13 | the schema rule id (e.g. `choice-options-required`) | rule's |
//!
//! [`Oracle::check_cross`] prefixes a refusal of the *request* with `request:`.
#![forbid(unsafe_code)]

pub mod canonical;
pub mod encode;
mod interp;

pub use canonical::{check_item, CanonError};
pub use encode::encode_value;

use npamp_schema::Model;

/// The oracle for one channel.
#[derive(Debug, Clone)]
pub struct Oracle {
    model: Model,
}

/// The decision for one payload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Accept {
        frame_kind: u16,
        corr: Option<Vec<u8>>,
        /// The payload with top-level unknown keys and top-level nulls removed, re-encoded by
        /// [`encode_value`].
        canonical: Vec<u8>,
    },
    Reject(Refusal),
}

impl Verdict {
    pub fn is_accept(&self) -> bool {
        matches!(self, Verdict::Accept { .. })
    }
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            Verdict::Accept { .. } => None,
            Verdict::Reject(r) => Some(r),
        }
    }
}

/// Why a payload was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// Error code carried on the wire (`malformed_request`, or `unknown_operation` for D1).
    pub wire_code: u64,
    pub wire_name: String,
    /// The failed rule: a schema rule id (D12/D13), a field-scoped slug such as
    /// `missing-required:prompt`, or a canonical-checker slug such as `shortest-form`.
    pub rule: String,
    /// The spec section the rule comes from (`§4.1` for CBOR-level faults).
    pub section: String,
}

impl Oracle {
    pub fn new(model: Model) -> Self {
        Oracle { model }
    }

    /// The oracle for a shipped channel (`interaction` / `workflow`).
    ///
    /// # Panics
    /// Only when the shipped schema itself is broken.
    pub fn shipped(module: &str) -> Oracle {
        match npamp_schema::load_shipped(module) {
            Ok(m) => Oracle::new(m),
            Err(e) => panic!("shipped schema `{module}` is broken:\n{e}"),
        }
    }

    pub fn model(&self) -> &Model {
        &self.model
    }

    /// D1–D12 for one payload.
    pub fn check(&self, frame_type: u16, payload: &[u8]) -> Verdict {
        let Some(frame) = self.model.frame_by_code(frame_type) else {
            return Verdict::Reject(interp::unknown_operation(&self.model));
        };
        match interp::decode(&self.model, frame, payload) {
            Ok(d) => Verdict::Accept {
                frame_kind: d.frame_kind,
                canonical: d.canonical(),
                corr: d.corr,
            },
            Err(r) => Verdict::Reject(r),
        }
    }

    /// D1–D13: `result` (of frame type `result_type`) checked on its own and then against the
    /// `cross_frame` rules whose originating request is `request` (of frame type
    /// `request_type`).
    ///
    /// The result's own refusal takes precedence. A request that is itself refused makes the
    /// call return that refusal with its `rule` prefixed by `request:`. Cross-frame rules that
    /// name a different request frame than `request_type` do not apply.
    pub fn check_cross(
        &self,
        request_type: u16,
        request: &[u8],
        result_type: u16,
        result: &[u8],
    ) -> Verdict {
        let Some(res_frame) = self.model.frame_by_code(result_type) else {
            return Verdict::Reject(interp::unknown_operation(&self.model));
        };
        let res = match interp::decode(&self.model, res_frame, result) {
            Ok(d) => d,
            Err(r) => return Verdict::Reject(r),
        };
        let request_refused = |mut r: Refusal| {
            r.rule = format!("request:{}", r.rule);
            Verdict::Reject(r)
        };
        let Some(req_frame) = self.model.frame_by_code(request_type) else {
            return request_refused(interp::unknown_operation(&self.model));
        };
        let req = match interp::decode(&self.model, req_frame, request) {
            Ok(d) => d,
            Err(r) => return request_refused(r),
        };
        if let Err(r) = interp::check_cross(&self.model, req_frame, &req, res_frame, &res) {
            return Verdict::Reject(r);
        }
        Verdict::Accept {
            frame_kind: res.frame_kind,
            canonical: res.canonical(),
            corr: res.corr,
        }
    }
}
