//! The schema file exactly as written (serde). Unknown keys are errors, so a
//! typo in a schema never passes silently. Type expressions, literals and
//! arithmetic expressions are kept as YAML values here and parsed by
//! [`crate::check`], which can then name the file, frame and field of a bad one.

use serde::Deserialize;
use serde_yaml::Value as Yaml;
use std::collections::BTreeMap;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schema {
    pub channel: Channel,
    pub limits: Limits,
    /// Basis, section and clause of every generic check group (`npamp_rules::Group`).
    pub checks: BTreeMap<String, Check>,
    pub envelope: Envelope,
    #[serde(default)]
    pub floats: Option<Floats>,
    #[serde(default)]
    pub enums: BTreeMap<String, Enum>,
    #[serde(default)]
    pub flags: BTreeMap<String, Flags>,
    #[serde(default)]
    pub records: BTreeMap<String, Record>,
    pub errors: Errors,
    pub frames: Vec<Frame>,
    /// Behavioural state machines (lifecycles, credit, out-of-state handling).
    #[serde(default)]
    pub exchanges: Vec<Exchange>,
    /// Where this schema deliberately departs from its spec's tables
    /// (spec-check leaves these differences out).
    #[serde(default)]
    pub drift_exceptions: Vec<DriftException>,
}

/// One deliberate difference between the schema and its spec's text.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DriftException {
    pub path: String,
    pub aspect: String,
    pub schema: String,
    pub reason: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Channel {
    pub id: u64,
    pub name: String,
    pub module: String,
    pub spec: String,
    pub spec_revision: String,
    pub doc_id: String,
    pub purpose: String,
    pub minimum_profile: String,
    pub profiles: Vec<String>,
    pub direction: String,
    pub core_reserved: (u64, u64),
    pub core_reserved_section: String,
    pub section: String,
    /// The channel's text says an explicit null on an absent OPTIONAL field
    /// is the same as omitting it (absent: a null is a value of the wrong type).
    #[serde(default)]
    pub null_is_absent: Option<Clause>,
}

/// A reading that rests on one clause of the channel's own text.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clause {
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    pub max_payload: u64,
    pub max_depth: u64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Check {
    pub basis: String,
    pub section: String,
    pub clause: String,
    /// `must`: the clause binds the sender with a MUST (see [`Rule`]).
    #[serde(default)]
    pub sender: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    pub section: String,
    pub fields: Vec<Field>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Floats {
    /// `accept` (default) or `strict`: NaN and the infinities refused under the strict profile.
    #[serde(default)]
    pub non_finite: Option<String>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Enum {
    pub section: String,
    /// `uint` (default) or `tstr` (text tokens).
    #[serde(default)]
    pub wire: Option<String>,
    pub values: Vec<EnumValue>,
    #[serde(default)]
    pub unassigned: Option<(u64, u64)>,
    #[serde(default)]
    pub private_use: Option<(u64, u64)>,
    pub unrecognized: Unrecognized,
    #[serde(default)]
    pub missing: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnumValue {
    pub name: String,
    /// A uint (wire `uint`) or a text token (wire `tstr`).
    pub value: Yaml,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub terminal: Option<bool>,
    #[serde(default)]
    pub doc: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unrecognized {
    #[serde(default)]
    pub treat_as: Option<String>,
    #[serde(default)]
    pub ignore: bool,
    pub meaning: String,
    /// A strict enum: an unrecognized value is refused on this basis.
    #[serde(default)]
    pub reject: Option<Check>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Flags {
    pub section: String,
    pub bits: Vec<FlagBit>,
    /// Reserved (unnamed) bits set: refused on this basis, unless
    /// `on_receipt: ignore` (the text makes the receiver ignore them).
    pub reserved: ReservedBits,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReservedBits {
    pub basis: String,
    pub section: String,
    pub clause: String,
    /// `must`: the clause binds the sender with a MUST ("MUST be sent as 0").
    #[serde(default)]
    pub sender: Option<String>,
    /// `ignore`: no profile refuses a reserved bit (the basis is then the
    /// sender's obligation the clause states).
    #[serde(default)]
    pub on_receipt: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FlagBit {
    pub name: String,
    pub bit: u32,
    #[serde(default)]
    pub doc: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub section: String,
    /// Rust type name (default: CamelCase of the record name).
    #[serde(default)]
    pub rust: Option<String>,
    /// §4.3 inside: unknown non-negative keys ignored, unknown negative keys refused.
    /// Default true.
    #[serde(default)]
    pub forward_compat: Option<bool>,
    #[serde(default)]
    pub doc: Option<String>,
    pub fields: Vec<Field>,
    #[serde(default)]
    pub rules: Vec<Rule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Errors {
    pub section: String,
    pub frame: String,
    pub code_field: String,
    pub code_enum: String,
    #[serde(default)]
    pub message_field: Option<String>,
    #[serde(default)]
    pub fallback_message: Option<String>,
    #[serde(default)]
    pub leak_section: Option<String>,
    /// Failure class (`malformed`, `kind_mismatch`, `unknown_operation`) → outcome:
    /// an error-code name, or `{ core_frame: 0x0005 }` (the core's own ERROR).
    pub classes: BTreeMap<String, Yaml>,
    /// Values the error frame's other required fields take in a reply built by
    /// `error_reply_for` (field name → literal).
    #[serde(default)]
    pub reply_defaults: BTreeMap<String, Yaml>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frame {
    pub code: u64,
    pub name: String,
    pub rust: String,
    pub role: String,
    pub section: String,
    #[serde(default)]
    pub doc: Option<String>,
    /// Presence of envelope fields on this frame (`corr: absent`); the envelope's default otherwise.
    #[serde(default)]
    pub envelope: BTreeMap<String, String>,
    /// Reply patterns: `"X_RESULT"`, or a sequence such as `"X_DATA* X_END"`.
    #[serde(default)]
    pub replies: Vec<String>,
    #[serde(default)]
    pub reply_when: Option<Cond>,
    #[serde(default)]
    pub answers: Vec<String>,
    #[serde(default)]
    pub withdraws: Vec<String>,
    #[serde(default)]
    pub pagination: Option<Pagination>,
    /// An operation an implementation MAY omit.
    #[serde(default)]
    pub optional: bool,
    #[serde(default)]
    pub fields: Vec<Field>,
    #[serde(default)]
    pub rules: Vec<Rule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pagination {
    /// Bool field of this (reply) frame: more pages follow.
    pub more: String,
    /// Field of this frame carrying the continuation token.
    pub cursor: String,
    /// Field of the request that echoes the token.
    pub request_cursor: String,
    pub section: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Field {
    pub key: u64,
    pub name: String,
    /// A type expression: `uint`, `{ array: T }`, `{ record: r }`, … (schema/README.md).
    #[serde(rename = "type")]
    pub ty: Yaml,
    #[serde(default)]
    pub required: bool,
    /// Envelope fields: `frame_kind`, `corr` or `other`.
    #[serde(default)]
    pub role: Option<String>,
    /// Envelope fields: default presence (`required`, `optional`, `absent`).
    #[serde(default)]
    pub presence: Option<String>,
    /// Present means non-empty (an empty value is refused with the `required` group's basis).
    #[serde(default)]
    pub non_empty: bool,
    #[serde(rename = "enum", default)]
    pub enum_name: Option<String>,
    #[serde(default)]
    pub flags: Option<String>,
    #[serde(default)]
    pub range: Option<(Yaml, Yaml)>,
    #[serde(default)]
    pub len: Option<(u64, Option<u64>)>,
    /// Per-constraint basis overrides: `{ range: must }`.
    #[serde(default)]
    pub basis: BTreeMap<String, String>,
    pub section: String,
    #[serde(default)]
    pub doc: Option<String>,
    /// An opaque map whose inner keys the text makes a receiver ignore
    /// ("MUST ignore it rather than fail"): no subset refusal inside it.
    #[serde(default)]
    pub ignore_inner: Option<Clause>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cond {
    pub field: String,
    #[serde(rename = "in", default)]
    pub values: Option<Vec<Yaml>>,
    #[serde(default)]
    pub equals: Option<Yaml>,
    #[serde(default)]
    pub present: Option<bool>,
    /// A flag bit is set.
    #[serde(default)]
    pub has: Option<String>,
    /// A flag bit is clear.
    #[serde(default)]
    pub lacks: Option<String>,
}

/// A rule of a frame or record, tagged by `kind`.
#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Rule {
    RequiredWhen {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        field: String,
        when: Cond,
        /// The field is in each element (a record) of this array field; `when` is on this body.
        #[serde(default)]
        each: Option<String>,
        #[serde(default)]
        non_empty: bool,
    },
    PresentIff {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        field: String,
        when: Cond,
        /// The field is in each element (a record) of this array field; `when` is on this body.
        #[serde(default)]
        each: Option<String>,
    },
    AbsentUnless {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        field: String,
        when: Cond,
        /// The field is in each element (a record) of this array field; `when` is on this body.
        #[serde(default)]
        each: Option<String>,
    },
    ValueIn {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        field: String,
        #[serde(rename = "in", default)]
        values: Option<Vec<Yaml>>,
        #[serde(default)]
        terminal: Option<bool>,
        /// The value is NOT one of the selected set.
        #[serde(default)]
        negate: bool,
    },
    Const {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        field: String,
        value: Yaml,
    },
    AtLeastOne {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        fields: Vec<String>,
        /// Present and non-empty.
        #[serde(default)]
        non_empty: bool,
    },
    Relation {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        left: Yaml,
        op: String,
        right: Yaml,
        #[serde(default)]
        when: Option<Cond>,
    },
    CrossFrame {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        request: String,
        field: String,
        selector: String,
        #[serde(default)]
        only_when: Option<Cond>,
        cases: BTreeMap<String, Yaml>,
    },
    /// A reply field absent unless a condition holds on the request.
    CrossAbsentUnless {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        request: String,
        field: String,
        /// On the request's body.
        when: Cond,
    },
    CrossRelation {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        request: String,
        left: Yaml,
        op: String,
        right: Yaml,
        #[serde(default)]
        when: Option<Cond>,
    },
    /// A text field (or each text element of an array field) in a named text
    /// format (`rfc3339`, `hex`).
    Format {
        id: String,
        section: String,
        basis: String,
        #[serde(default)]
        clause: Option<String>,
        /// `must`: the channel's text binds the sender with a MUST (a strict
        /// rule whose break fails a recorded exchange, not only warns).
        #[serde(default)]
        sender: Option<String>,
        field: String,
        format: String,
    },
}

impl Rule {
    /// `(id, section, basis, clause, sender)`, common to every kind.
    pub fn head(&self) -> (&str, &str, &str, Option<&str>, Option<&str>) {
        match self {
            Rule::RequiredWhen {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::PresentIff {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::AbsentUnless {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::ValueIn {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::Const {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::AtLeastOne {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::Relation {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::CrossFrame {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::CrossAbsentUnless {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::CrossRelation {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            }
            | Rule::Format {
                id,
                section,
                basis,
                clause,
                sender,
                ..
            } => (id, section, basis, clause.as_deref(), sender.as_deref()),
        }
    }
}

/// One kind of exchange whose lifecycle the spec states: a state machine per
/// instance (keyed by the corr or a body field), see schema/README.md "Exchanges".
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exchange {
    pub name: String,
    pub section: String,
    pub clause: String,
    /// `corr`, or the name of a body field every frame of the machine carries.
    pub key: String,
    /// States besides the implicit initial `idle`.
    pub states: Vec<String>,
    #[serde(default)]
    pub terminal: Vec<String>,
    pub transitions: Vec<Transition>,
    /// Frames a receiver MUST ignore in these states.
    #[serde(default)]
    pub ignore: Vec<Ignore>,
    /// Frames a receiver MUST answer with a given reply in these states.
    #[serde(default)]
    pub answer: Vec<Answer>,
    #[serde(default)]
    pub counters: Vec<Counter>,
    /// Which integer keys each handshake role may open (`even` / `odd`).
    #[serde(default)]
    pub parity: Option<Parity>,
    /// Fields an instance binds with the first frame that carries them.
    #[serde(default)]
    pub binds: Vec<String>,
    /// Frames a sender MUST NOT send in these states.
    #[serde(default)]
    pub forbid: Vec<Forbid>,
    /// A key whose instance ended is never opened again (the clause that says so).
    #[serde(default)]
    pub reopen: Option<Cited>,
    /// Values compared across frames.
    #[serde(default)]
    pub values: Vec<ValueRule>,
    /// Frames that may cross an ending frame in flight.
    #[serde(default)]
    pub crossing: Vec<Crossing>,
    /// What an instance left in a state owes when the capture ends.
    #[serde(default)]
    pub owes: Vec<Owes>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Owes {
    #[serde(rename = "in")]
    pub states: Vec<String>,
    pub frame: String,
    pub by: String,
    pub section: String,
    pub clause: String,
}

/// `left op right` (value expressions, see [`ValueRule`]).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Relation {
    pub left: Yaml,
    pub op: String,
    pub right: Yaml,
}

/// A condition on a field of another body (the request), by name:
/// `{ field: limit, present: true }`, `{ field: limit, equals: 0 }`,
/// `{ field: limit, not: 0 }` (absent, or another value).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamedCond {
    pub field: String,
    #[serde(default)]
    pub present: Option<bool>,
    #[serde(default)]
    pub equals: Option<Yaml>,
    #[serde(default)]
    pub not: Option<Yaml>,
}

/// A section and the clause quoted from it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cited {
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Forbid {
    pub frame: String,
    pub by: String,
    #[serde(rename = "in")]
    pub states: Vec<String>,
    /// Only when this holds on the frame.
    #[serde(default)]
    pub when: Option<Cond>,
    /// Only when this holds on the request the frame answers.
    #[serde(default)]
    pub request_when: Option<NamedCond>,
    /// `must` (a MUST on the sender) or `strict` (a stated constraint without one).
    pub basis: String,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Crossing {
    pub frame: String,
    pub by: String,
    /// The other side's frame it may cross.
    pub after: String,
    /// The basis of one sent once `after` was provably received (absent:
    /// graded as any other frame).
    #[serde(default)]
    pub late: Option<String>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ValueRule {
    pub name: String,
    pub frame: String,
    #[serde(default)]
    pub by: Option<String>,
    #[serde(default)]
    pub when: Option<Cond>,
    /// A condition on the request the frame answers.
    #[serde(default)]
    pub request_when: Option<NamedCond>,
    /// Check every element of this array field.
    #[serde(default)]
    pub each: Option<String>,
    /// Aggregates per value of this field (of each element, or of the frame).
    #[serde(default)]
    pub per: Option<String>,
    /// Value expressions (schema/README.md "Values"): a field, `a[].b`,
    /// `element`, `position`, `{ previous: f }`, an integer, `{ len: f }`,
    /// `{ add | mul: [e, e] }`, `{ request: e }`, `{ opening: e }`, or an
    /// aggregate over earlier frames `{ max: [sources], default: N }`.
    pub left: Yaml,
    pub op: String,
    pub right: Yaml,
    /// `instance` (the default) or `association`.
    #[serde(default)]
    pub scope: Option<String>,
    /// `must` or `strict`: the sender's fault; absent: the break only owes `answer`.
    #[serde(default)]
    pub basis: Option<String>,
    #[serde(default)]
    pub answer: Option<Exceeded>,
    pub section: String,
    pub clause: String,
}

/// Earlier frames an aggregate reads.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    pub frame: String,
    /// Read each element of this array field (with the rule's `per`).
    #[serde(default)]
    pub each: Option<String>,
    /// The expression read from each (absent for `count`).
    #[serde(default)]
    pub value: Option<Yaml>,
    /// `same` or `other`: sent by the checked frame's sender, or by the other peer.
    #[serde(default)]
    pub peer: Option<String>,
    /// `opener` or `responder`: the side its sender acted as.
    #[serde(default)]
    pub side: Option<String>,
    #[serde(default)]
    pub when: Option<Cond>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Parity {
    /// `even` or `odd`: the keys the handshake initiator opens.
    pub initiator: String,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Transition {
    pub frame: String,
    /// `opener` (the side that opened the instance) or `responder`.
    pub by: String,
    pub from: Vec<String>,
    /// The state after; absent: the instance stays in its state.
    #[serde(default)]
    pub to: Option<String>,
    #[serde(default)]
    pub when: Option<Cond>,
    /// A value relation that must hold (`{ left, op, right }`).
    #[serde(default, rename = "if")]
    pub guard: Option<Relation>,
    /// Only as the answer to one of these requests.
    #[serde(default)]
    pub answering: Vec<String>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ignore {
    pub frame: String,
    pub by: String,
    #[serde(rename = "in")]
    pub states: Vec<String>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    pub frame: String,
    pub by: String,
    #[serde(rename = "in")]
    pub states: Vec<String>,
    /// The reply the other side MUST send (under the same key).
    pub reply: String,
    /// A condition on the reply (`{ field: code, equals: unknown_subscription }`).
    #[serde(default)]
    pub reply_when: Option<Cond>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counter {
    pub name: String,
    pub section: String,
    pub clause: String,
    /// `units` (the default: credit counted down one per `consume` frame) or
    /// `limit` (an absolute offset: raised to the largest value granted, never
    /// reached past by a `consume` frame's `reach`).
    #[serde(default)]
    pub kind: Option<String>,
    /// `{ frame: X, field: f [, by: opener|responder] }`: set to the field's value.
    #[serde(default)]
    pub set: Option<CounterField>,
    /// units: the field's value is added.
    #[serde(default)]
    pub add: Option<CounterField>,
    /// limit: raised to the field's value when larger (a duplicate is idempotent).
    #[serde(default)]
    pub raise: Option<CounterField>,
    /// The frame that consumes (units: one per frame, never at zero; limit:
    /// its `reach` never past the limit).
    pub consume: String,
    /// Which side's `consume` frames count (default: either).
    #[serde(default)]
    pub consume_by: Option<String>,
    /// limit: the highest offset a `consume` frame reaches, `offset` field +
    /// the byte length of the `length` field.
    #[serde(default)]
    pub reach: Option<Reach>,
    /// units: the state an instance enters when the counter reaches zero.
    #[serde(default)]
    pub at_zero: Option<String>,
    /// The reply the receiver owes when a `consume` frame exceeds the counter.
    #[serde(default)]
    pub exceeded: Option<Exceeded>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exceeded {
    pub reply: String,
    #[serde(default)]
    pub reply_when: Option<Cond>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CounterField {
    pub frame: String,
    pub field: String,
    /// Only this side's frames (default: either).
    #[serde(default)]
    pub by: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reach {
    pub offset: String,
    pub length: String,
}
