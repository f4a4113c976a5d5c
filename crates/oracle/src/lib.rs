//! `npamp-oracle`: the independent decoding authority for the N-PAMP companion channels.
//!
//! It shares no code with the generator or the generated decoders (`xtask/tests/architecture.rs`
//! checks the dependency closure). Three layers:
//!
//! 1. [`canonical`] — a hand-written, iterative, byte-level RFC 8949 walker: well-formedness,
//!    the §4.2.1 deterministic encoding (floats included, with its own width conversions), the
//!    nesting bound and the channel's CBOR subset (SEMANTICS.md step 3);
//! 2. `interp` — `ciborium` parses the walked bytes into a `ciborium::Value` tree, which is
//!    walked against the checked [`npamp_schema::Model`] at run time (steps 1, 2, 4–7 and the
//!    cross-frame rules);
//! 3. [`encode`] — the oracle's own deterministic encoder (for building inputs and for
//!    comparing values).
//!
//! The semantics are `schema/SEMANTICS.md`; where it is silent, the choices are listed in
//! `docs/INTERPRETATIONS.md` (part D).
//!
//! # Basis and section of a refusal
//!
//! | rule | basis | section |
//! |---|---|---|
//! | table groups (`deterministic`, `cbor_subset` but `float-non-finite`, `depth`, `max_payload`, `map`, `negative_key`, `unknown_operation`, `required`, `major_type`, `item_type`, `nested_keys`, `frame_kind`, `forbidden`) | `model.check(group).basis` | `model.check(group).section` |
//! | `range`, `len` | the value's `range_basis` / `len_basis` | `model.check(range / length).section` |
//! | `float-non-finite` | `model.floats.non_finite` | `model.floats.section` |
//! | `unknown-enum-value` | the enum's `unrecognized.reject.basis` | its `section` |
//! | `reserved-flags` | the flags definition's `reserved.basis` | its `section` |
//! | schema rules | the rule's `basis` | the rule's `section` (and `rule_id`: its id) |
#![forbid(unsafe_code)]

pub mod canonical;
pub mod encode;
mod formats;
mod interp;

pub use canonical::{check_item, CanonError, Subset};
pub use encode::encode_value;

use npamp_schema::{Basis, Model, OutcomeDef, Profile, Rule};
use std::fmt;
use std::sync::OnceLock;

/// The oracle for one channel.
#[derive(Debug, Clone)]
pub struct Oracle {
    model: Model,
}

/// The correlation key of an accepted frame (the corr-role envelope field).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Corr {
    Bytes(Vec<u8>),
    Uint(u64),
}

impl Corr {
    /// Lowercase hex for bytes, decimal for a uint.
    pub fn to_hex_or_string(&self) -> String {
        match self {
            Corr::Bytes(b) => b.iter().map(|x| format!("{x:02x}")).collect(),
            Corr::Uint(n) => n.to_string(),
        }
    }
}

impl fmt::Display for Corr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Corr::Bytes(_) => write!(f, "h'{}'", self.to_hex_or_string()),
            Corr::Uint(n) => write!(f, "{n}"),
        }
    }
}

/// An accepted payload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    /// The frame type (equal to the payload's `frame_kind`).
    pub frame_kind: u16,
    /// The value of the frame's corr-role envelope field, when present.
    pub corr: Option<Corr>,
    /// The canonical form: the top-level map with unknown keys, `absent`-presence keys, keys
    /// ignored by an unrefused fault, and null values removed, in ascending key order, every kept
    /// key and value copied byte for byte from the payload.
    pub canonical: Vec<u8>,
}

/// Why a payload was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The rule broken.
    pub rule: Rule,
    /// The schema rule's id, for schema rules (`choice-options-required`).
    pub rule_id: Option<String>,
    /// The basis of the refusal (see the crate docs for where it comes from).
    pub basis: Basis,
    /// The spec section the refusal rests on.
    pub section: String,
    /// The innermost declared field whose value contains the fault (SEMANTICS.md "Where a
    /// refusal is reported"); None for top-level structure, step-3 faults, D1 and D2.
    pub field: Option<String>,
    /// Where, for diagnostics: `results[2].content`, `opts{1}.key` (a map entry's key),
    /// `@17` (a byte offset, step 3), `-1` / `#3` (a key by value / by entry index).
    pub path: String,
    /// What the refusal is reported with on the wire.
    pub outcome: OutcomeDef,
    /// The error code's name, or `core_frame 0x0005`.
    pub wire_name: String,
    /// The refused payload was the request given to [`Oracle::check_cross`].
    pub request: bool,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.wire_name)?;
        if self.request {
            f.write_str("request: ")?;
        }
        write!(f, "{}", self.rule)?;
        if let Some(id) = &self.rule_id {
            write!(f, " {id}")?;
        }
        write!(f, " ({})", self.section)?;
        if let Some(field) = &self.field {
            write!(f, ", field {field}")?;
        }
        if !self.path.is_empty() {
            write!(f, " at {}", self.path)?;
        }
        write!(f, " [{}]", self.basis)
    }
}

impl std::error::Error for Refusal {}

/// The decision for one payload.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    Accept(Accepted),
    Reject(Refusal),
}

impl Ruling {
    pub fn is_accept(&self) -> bool {
        matches!(self, Ruling::Accept(_))
    }
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            Ruling::Accept(_) => None,
            Ruling::Reject(r) => Some(r),
        }
    }
    pub fn accepted(&self) -> Option<&Accepted> {
        match self {
            Ruling::Accept(a) => Some(a),
            Ruling::Reject(_) => None,
        }
    }
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ruling::Accept(a) => {
                write!(f, "accept {:#06x}", a.frame_kind)?;
                if let Some(c) = &a.corr {
                    write!(f, " corr {c}")?;
                }
                Ok(())
            }
            Ruling::Reject(r) => write!(f, "reject {r}"),
        }
    }
}

impl Oracle {
    pub fn new(model: Model) -> Oracle {
        Oracle { model }
    }

    /// One oracle per shipped schema (`npamp_schema::shipped()`), built once, in module order.
    pub fn all() -> &'static [Oracle] {
        static ALL: OnceLock<Vec<Oracle>> = OnceLock::new();
        ALL.get_or_init(|| {
            npamp_schema::shipped()
                .iter()
                .cloned()
                .map(Oracle::new)
                .collect()
        })
    }

    /// The oracle of a shipped channel (`interaction`, `workflow`, …).
    pub fn shipped(module: &str) -> Option<&'static Oracle> {
        Oracle::all()
            .iter()
            .find(|o| o.model.channel.module == module)
    }

    pub fn model(&self) -> &Model {
        &self.model
    }

    /// Steps 1–7 of SEMANTICS.md for one payload (cross-frame rules are not applied).
    pub fn check(&self, frame_type: u16, payload: &[u8], profile: Profile) -> Ruling {
        match interp::decode(&self.model, frame_type, payload, profile, false) {
            Ok(d) => Ruling::Accept(d.accepted),
            Err(r) => Ruling::Reject(*r),
        }
    }

    /// [`Oracle::check`] with the sender's checks as well: what a receiver
    /// ignores but a sender MUST NOT send (reserved flag bits a schema makes
    /// `on_receipt: ignore`) is refused too, under its own basis — the
    /// verdict a sender's validation (`validate_with`) owes the frame.
    pub fn check_sender(&self, frame_type: u16, payload: &[u8], profile: Profile) -> Ruling {
        match interp::decode(&self.model, frame_type, payload, profile, true) {
            Ok(d) => Ruling::Accept(d.accepted),
            Err(r) => Ruling::Reject(*r),
        }
    }

    /// Whether a sender's checks refuse more than a receiver's on this
    /// channel (a reserved flag bit the receiver ignores).
    pub fn has_sender_checks(&self) -> bool {
        self.model.flags.iter().any(|f| f.reserved_ignored)
    }

    /// D13: `result` alone (its refusal wins), then `request` alone (a refusal has
    /// `request: true`), then the result's cross-frame rules that name the request's frame, in
    /// schema order. The verdict of an accepted pair is the result's.
    pub fn check_cross(
        &self,
        request_type: u16,
        request: &[u8],
        result_type: u16,
        result: &[u8],
        profile: Profile,
    ) -> Ruling {
        let res = match interp::decode(&self.model, result_type, result, profile, false) {
            Ok(d) => d,
            Err(r) => return Ruling::Reject(*r),
        };
        let req = match interp::decode(&self.model, request_type, request, profile, false) {
            Ok(d) => d,
            Err(r) => {
                return Ruling::Reject(Refusal {
                    request: true,
                    ..*r
                });
            }
        };
        if let Err(r) = interp::cross(&self.model, profile, &res, &req) {
            return Ruling::Reject(*r);
        }
        Ruling::Accept(res.accepted)
    }
}
