//! The checked model: every name resolved to an id, every default applied.
//! What the generator, the oracle's interpreter, the vector generator, the
//! fuzzers, the CDDL emitter and spec-check consume.

use npamp_rules::{Basis, Group, Rule};

/// Index of a frame in [`Model::frames`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FrameId(pub usize);
/// Index of a record in [`Model::records`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId(pub usize);
/// Index of an enum in [`Model::enums`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EnumId(pub usize);
/// Index of a flags definition in [`Model::flags`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FlagsId(pub usize);
/// Index of a field in its [`Body::fields`] (ascending key order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FieldId(pub usize);

/// A checked channel schema.
#[derive(Debug, Clone)]
pub struct Model {
    /// The file it was read from (for diagnostics and rebuild tracking).
    pub source: String,
    pub channel: Channel,
    pub limits: Limits,
    /// One entry per group that the `checks:` table gives a basis (`Group::in_checks_table`).
    pub checks: Vec<Check>,
    pub envelope: Envelope,
    pub floats: FloatPolicy,
    pub enums: Vec<EnumDef>,
    pub flags: Vec<FlagsDef>,
    pub records: Vec<Record>,
    pub frames: Vec<Frame>,
    pub errors: ErrorModel,
    /// Behavioural state machines the spec states (schema `exchanges:`).
    pub exchanges: Vec<Exchange>,
    /// Where the schema deliberately departs from its spec's tables (schema
    /// `drift_exceptions:`): spec-check leaves these differences out.
    pub drift_exceptions: Vec<DriftException>,
}

/// One deliberate difference between a schema and its spec's text. A drift
/// is excepted only when path, aspect and the schema's statement all match,
/// so that a later change on either side is reported again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DriftException {
    /// The schema path of the drift, `*` matching any text without a comma
    /// (`frame *, field task_id`).
    pub path: String,
    /// What is compared (the drift's aspect: `len`, `reply`, `must-reject`, …).
    pub aspect: String,
    /// The schema side of the drift, exactly (`len [1, ∞)`).
    pub schema: String,
    /// Why the schema differs: the clause of the channel's own text it rests on.
    pub reason: String,
}

#[derive(Debug, Clone)]
pub struct Channel {
    pub id: u16,
    pub name: String,
    pub module: String,
    pub spec: String,
    pub spec_revision: String,
    pub doc_id: String,
    pub purpose: String,
    pub minimum_profile: String,
    pub profiles: Vec<String>,
    pub direction: String,
    /// The core's reserved all-channel frame types (inclusive), never channel operations.
    pub core_reserved: (u16, u16),
    pub core_reserved_section: String,
    pub section: String,
    /// The clause that makes an explicit null on an absent OPTIONAL field
    /// the same as omitting it, when this channel's text has one. `None`: a
    /// null where a typed value is declared is `wrong-type` (§4.1, must).
    pub null_is_absent: Option<Clause>,
}

/// A reading that rests on one clause of the channel's own text (spec-check
/// verifies that the clause occurs in it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clause {
    pub section: String,
    pub clause: String,
}

/// Decoder resource limits (implementation choices, shared by generated code and oracle).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Maximum payload size in bytes.
    pub max_payload: usize,
    /// Maximum nesting depth of arrays/maps; the top-level payload map is depth 1.
    pub max_depth: usize,
}

/// The basis of a group of checks, with the clause it rests on.
#[derive(Debug, Clone)]
pub struct Check {
    pub group: Group,
    pub basis: Basis,
    pub section: String,
    pub clause: String,
    /// The clause binds the sender with a MUST: a `strict` fault of this
    /// group fails a recorded exchange rather than warning.
    pub sender_must: bool,
}

/// The common envelope: the fields every frame of the channel carries (§4.2).
#[derive(Debug, Clone)]
pub struct Envelope {
    pub section: String,
    /// In key order. Each frame's [`Body`] starts with copies of these, with the
    /// frame's presence applied.
    pub fields: Vec<Field>,
}

/// How floats are treated (RFC 8949 §4.2.1 and the schema's `floats:`).
#[derive(Debug, Clone)]
pub struct FloatPolicy {
    /// Some field of the channel has a float type. Without one, any float is refused
    /// (`float`, group `cbor_subset`).
    pub declared: bool,
    /// NaN and the infinities are refused with this basis (None: accepted).
    pub non_finite: Option<Basis>,
    pub section: String,
    pub clause: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnumWire {
    Uint,
    Tstr,
}

#[derive(Debug, Clone, PartialEq)]
pub enum EnumRaw {
    Uint(u64),
    Text(String),
}

impl EnumRaw {
    pub fn as_uint(&self) -> Option<u64> {
        match self {
            EnumRaw::Uint(v) => Some(*v),
            EnumRaw::Text(_) => None,
        }
    }
    pub fn as_text(&self) -> Option<&str> {
        match self {
            EnumRaw::Text(t) => Some(t),
            EnumRaw::Uint(_) => None,
        }
    }
    pub fn to_lit(&self) -> Lit {
        match self {
            EnumRaw::Uint(v) => Lit::Uint(*v),
            EnumRaw::Text(t) => Lit::Text(t.clone()),
        }
    }
}

#[derive(Debug, Clone)]
pub struct EnumDef {
    pub name: String,
    /// Rust type name.
    pub rust: String,
    pub section: String,
    pub wire: EnumWire,
    pub values: Vec<EnumValue>,
    pub unassigned: Option<(u64, u64)>,
    pub private_use: Option<(u64, u64)>,
    pub unrecognized: Unrecognized,
    /// Index into `values` of the value a missing field means (fail-safe).
    pub missing: Option<usize>,
}

impl EnumDef {
    pub fn value_named(&self, name: &str) -> Option<&EnumValue> {
        self.values.iter().find(|v| v.name == name)
    }
    pub fn value_of(&self, name: &str) -> Option<u64> {
        self.value_named(name).and_then(|v| v.raw.as_uint())
    }
    pub fn name_of(&self, value: u64) -> Option<&str> {
        self.values
            .iter()
            .find(|v| v.raw == EnumRaw::Uint(value))
            .map(|v| v.name.as_str())
    }
    pub fn name_of_token(&self, token: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|v| v.raw.as_text() == Some(token))
            .map(|v| v.name.as_str())
    }
    /// Whether an unrecognized value is refused (a strict enum).
    pub fn is_strict(&self) -> bool {
        self.unrecognized.reject.is_some()
    }
}

#[derive(Debug, Clone)]
pub struct EnumValue {
    pub name: String,
    pub raw: EnumRaw,
    /// Generic, peer-safe message (error-code enums only).
    pub message: Option<String>,
    /// Terminal lifecycle state (state enums only).
    pub terminal: Option<bool>,
    pub doc: Option<String>,
}

/// What an unrecognized value of an enum means.
#[derive(Debug, Clone)]
pub struct Unrecognized {
    /// Index of the value an unrecognized one is treated as.
    pub treat_as: Option<usize>,
    /// The value is advisory and is ignored.
    pub ignore: bool,
    pub meaning: String,
    /// Strict enum: an unrecognized value is refused (`unknown-enum-value`).
    pub reject: Option<Grounds>,
}

/// A basis with its section and clause (for strict enums, reserved flag bits, floats).
#[derive(Debug, Clone)]
pub struct Grounds {
    pub basis: Basis,
    pub section: String,
    pub clause: String,
    /// The clause binds the sender with a MUST (`sender: must`).
    pub sender_must: bool,
}

#[derive(Debug, Clone)]
pub struct FlagsDef {
    pub name: String,
    pub rust: String,
    pub section: String,
    pub bits: Vec<FlagBit>,
    /// Mask of the named bits.
    pub known_mask: u64,
    pub reserved: Grounds,
    /// The text makes the receiver ignore reserved bits (`on_receipt:
    /// ignore`): no profile refuses them; `reserved` is the sender's obligation.
    pub reserved_ignored: bool,
}

impl FlagsDef {
    pub fn bit_named(&self, name: &str) -> Option<u32> {
        self.bits.iter().find(|b| b.name == name).map(|b| b.bit)
    }
}

#[derive(Debug, Clone)]
pub struct FlagBit {
    pub name: String,
    pub bit: u32,
    pub doc: Option<String>,
}

/// A nested map with its own key table.
#[derive(Debug, Clone)]
pub struct Record {
    pub name: String,
    pub rust: String,
    pub section: String,
    pub doc: Option<String>,
    pub body: Body,
}

/// The key table of a map: a frame payload or a record.
#[derive(Debug, Clone)]
pub struct Body {
    /// In ascending key order (canonical encoding order for uint keys).
    pub fields: Vec<Field>,
    pub rules: Vec<RuleDef>,
    /// §4.3 applies: unknown non-negative keys ignored, unknown negative keys refused.
    /// Payloads always; records unless the schema says otherwise.
    pub forward_compat: bool,
}

impl Body {
    pub fn field(&self, id: FieldId) -> &Field {
        &self.fields[id.0]
    }
    pub fn field_named(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }
    pub fn field_id(&self, name: &str) -> Option<FieldId> {
        self.fields.iter().position(|f| f.name == name).map(FieldId)
    }
    pub fn field_by_key(&self, key: u64) -> Option<&Field> {
        self.fields.iter().find(|f| f.key == key)
    }
    /// Fields other than the envelope's.
    pub fn body_fields(&self) -> impl Iterator<Item = &Field> {
        self.fields.iter().filter(|f| f.role.is_none())
    }
    /// Fields that may appear (not `Absent`).
    pub fn carried(&self) -> impl Iterator<Item = (FieldId, &Field)> {
        self.fields
            .iter()
            .enumerate()
            .filter(|(_, f)| f.presence != Presence::Absent)
            .map(|(i, f)| (FieldId(i), f))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Request,
    Result,
    Notification,
    Event,
    Error,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Request => "request",
            Role::Result => "result",
            Role::Notification => "notification",
            Role::Event => "event",
            Role::Error => "error",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    Required,
    Optional,
    /// The frame's envelope says the key is absent; a non-null value is refused (`forbidden`).
    Absent,
}

/// The role of an envelope field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnvRole {
    /// Equals the frame type (§4.2).
    FrameKind,
    /// The correlation key echoed by replies.
    Corr,
    /// Another envelope field (a stamp, …).
    Other,
}

/// A step of a reply pattern: a frame, possibly repeated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyStep {
    pub frame: FrameId,
    /// `X*`: zero or more; `X+`: one or more.
    pub repeat: Repeat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeat {
    Once,
    ZeroOrMore,
    OneOrMore,
}

/// One way a request can be answered: a sequence of frames under one corr.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyPattern {
    pub steps: Vec<ReplyStep>,
}

impl ReplyPattern {
    /// The last step's frame ends the exchange.
    pub fn terminal(&self) -> Option<FrameId> {
        self.steps.last().map(|s| s.frame)
    }
}

#[derive(Debug, Clone)]
pub struct Pagination {
    pub more: FieldId,
    pub cursor: FieldId,
    /// In each request frame this one answers.
    pub request_cursor: String,
    pub section: String,
}

#[derive(Debug, Clone)]
pub struct Frame {
    pub code: u16,
    pub name: String,
    /// Rust type name of the frame struct.
    pub rust: String,
    pub role: Role,
    pub section: String,
    pub doc: Option<String>,
    /// Envelope fields first (with this frame's presence), then body fields; by key.
    pub body: Body,
    /// The ways this frame is answered.
    pub replies: Vec<ReplyPattern>,
    /// A reply is expected only when this holds.
    pub reply_when: Option<Cond>,
    /// Frames this one answers.
    pub answers: Vec<FrameId>,
    /// Requests this frame withdraws (by their corr).
    pub withdraws: Vec<FrameId>,
    pub pagination: Option<Pagination>,
    pub optional: bool,
}

impl Frame {
    pub fn field_named(&self, name: &str) -> Option<&Field> {
        self.body.field_named(name)
    }
    /// The envelope field with this role, if the frame carries it (not `Absent`).
    pub fn envelope(&self, role: EnvRole) -> Option<&Field> {
        self.body
            .fields
            .iter()
            .find(|f| f.role == Some(role) && f.presence != Presence::Absent)
    }
    /// Every frame that can appear in some reply pattern.
    pub fn reply_frames(&self) -> Vec<FrameId> {
        let mut v: Vec<FrameId> = self
            .replies
            .iter()
            .flat_map(|p| p.steps.iter().map(|s| s.frame))
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

/// A bound of a declared range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Bound {
    Int(i128),
    Float(f64),
}

impl Bound {
    pub fn as_f64(self) -> f64 {
        match self {
            Bound::Int(i) => i as f64,
            Bound::Float(f) => f,
        }
    }
    pub fn as_int(self) -> Option<i128> {
        match self {
            Bound::Int(i) => Some(i),
            Bound::Float(_) => None,
        }
    }
}

/// A value's type and the constraints on it.
#[derive(Debug, Clone, PartialEq)]
pub struct Value {
    pub ty: Type,
    /// Inclusive bounds (integers: integer bounds; floats: any bounds).
    pub range: Option<(Bound, Bound)>,
    pub range_basis: Basis,
    /// Inclusive bounds on bytes (bstr/tstr), items (arrays) or entries (maps).
    pub len: Option<(u64, Option<u64>)>,
    pub len_basis: Basis,
}

impl Value {
    pub fn plain(ty: Type, range_basis: Basis, len_basis: Basis) -> Value {
        Value {
            ty,
            range: None,
            range_basis,
            len: None,
            len_basis,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Type {
    Uint,
    Nint,
    Int,
    /// Any float width, shortest form (RFC 8949 §4.2.1).
    Float,
    Bstr,
    Tstr,
    Bool,
    /// An enum value (uint or text token, by the enum's wire type).
    Enum(EnumId),
    /// A uint of named bits.
    Flags(FlagsId),
    /// Items all of one value type.
    Array(Box<Value>),
    /// A fixed sequence of value types.
    Tuple(Vec<Value>),
    /// A nested map with its own key table.
    Record(RecordId),
    /// The body of another frame (its key table, without its envelope keys).
    FrameBody(FrameId),
    /// A map with typed keys and values.
    Map {
        key: Box<Value>,
        value: Box<Value>,
    },
    /// One of several value types (distinguished by CBOR major type).
    Union(Vec<Value>),
    /// An opaque map keyed by unsigned integers; §4.3 applies to its keys.
    UintKeyedMap,
    /// An opaque map whose keys are a local matter.
    AnyKeyedMap,
    /// Any item.
    Any,
}

impl Type {
    /// A short description in the schema language's terms.
    pub fn describe(&self, m: &Model) -> String {
        match self {
            Type::Uint => "uint".into(),
            Type::Nint => "nint".into(),
            Type::Int => "int".into(),
            Type::Float => "float".into(),
            Type::Bstr => "bstr".into(),
            Type::Tstr => "tstr".into(),
            Type::Bool => "bool".into(),
            Type::Enum(e) => format!("enum {}", m.enum_def(*e).name),
            Type::Flags(f) => format!("flags {}", m.flags_def(*f).name),
            Type::Array(v) => format!("array of {}", v.ty.describe(m)),
            Type::Tuple(vs) => format!(
                "tuple [{}]",
                vs.iter()
                    .map(|v| v.ty.describe(m))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Type::Record(r) => format!("record {}", m.record(*r).name),
            Type::FrameBody(f) => format!("{} body", m.frame(*f).name),
            Type::Map { key, value } => {
                format!("map {} → {}", key.ty.describe(m), value.ty.describe(m))
            }
            Type::Union(vs) => vs
                .iter()
                .map(|v| v.ty.describe(m))
                .collect::<Vec<_>>()
                .join(" / "),
            Type::UintKeyedMap => "uint_keyed_map".into(),
            Type::AnyKeyedMap => "any_keyed_map".into(),
            Type::Any => "any".into(),
        }
    }

    /// The CBOR major types a value of this type may have (7 covers bool and float).
    pub fn majors(&self, m: &Model) -> Vec<u8> {
        match self {
            Type::Uint | Type::Flags(_) => vec![0],
            Type::Nint => vec![1],
            Type::Int => vec![0, 1],
            Type::Float | Type::Bool => vec![7],
            Type::Bstr => vec![2],
            Type::Tstr => vec![3],
            Type::Enum(e) => match m.enum_def(*e).wire {
                EnumWire::Uint => vec![0],
                EnumWire::Tstr => vec![3],
            },
            Type::Array(_) | Type::Tuple(_) => vec![4],
            Type::Record(_)
            | Type::FrameBody(_)
            | Type::Map { .. }
            | Type::UintKeyedMap
            | Type::AnyKeyedMap => vec![5],
            Type::Union(vs) => {
                let mut v: Vec<u8> = vs.iter().flat_map(|x| x.ty.majors(m)).collect();
                v.sort_unstable();
                v.dedup();
                v
            }
            Type::Any => (0..=7).filter(|x| *x != 6).collect(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Field {
    pub key: u64,
    pub name: String,
    pub value: Value,
    pub presence: Presence,
    /// Set for the envelope's fields.
    pub role: Option<EnvRole>,
    /// Present means non-empty (empty refused as `empty`, group `required`).
    pub non_empty: bool,
    pub section: String,
    pub doc: Option<String>,
    /// The clause that makes a receiver ignore this opaque map's inner keys
    /// (`ignore_inner`): its content is read without subset refusals.
    pub ignore_inner: Option<Clause>,
}

impl Field {
    pub fn required(&self) -> bool {
        self.presence == Presence::Required
    }
}

/// A literal in a rule or condition.
#[derive(Debug, Clone, PartialEq)]
pub enum Lit {
    Uint(u64),
    Int(i128),
    Float(f64),
    Bool(bool),
    Text(String),
}

/// A condition on one field of the same body.
#[derive(Debug, Clone, PartialEq)]
pub enum Cond {
    /// The field is present and its value is one of these (enum values by raw value).
    In { field: FieldId, values: Vec<Lit> },
    /// The field is present and equals the literal.
    Equals { field: FieldId, value: Lit },
    /// The field is present (`true`) or absent (`false`).
    Present { field: FieldId, present: bool },
    /// The flags field is present and the bit is set (`true`) or clear (`false`).
    Flag { field: FieldId, bit: u32, set: bool },
}

impl Cond {
    pub fn field(&self) -> FieldId {
        match self {
            Cond::In { field, .. }
            | Cond::Equals { field, .. }
            | Cond::Present { field, .. }
            | Cond::Flag { field, .. } => *field,
        }
    }
}

/// An integer expression over fields of one body.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// A uint / int field's value.
    Field(FieldId),
    /// The length of a bstr / tstr (bytes) or the item count of an array / map.
    Len(FieldId),
    Mul(Box<Expr>, Box<Expr>),
    Const(i128),
}

impl Expr {
    /// Fields the expression reads (it is undefined when one is absent).
    pub fn fields(&self, out: &mut Vec<FieldId>) {
        match self {
            Expr::Field(f) | Expr::Len(f) => out.push(*f),
            Expr::Mul(a, b) => {
                a.fields(out);
                b.fields(out);
            }
            Expr::Const(_) => {}
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Le,
    Eq,
    Ne,
    Ge,
    Gt,
    /// Every item of the left array is an item of the right array.
    Subset,
}

impl CmpOp {
    pub fn as_str(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Ge => ">=",
            CmpOp::Gt => ">",
            CmpOp::Subset => "subset",
        }
    }
    /// The integer comparison. `Subset` compares arrays and is evaluated by the
    /// caller; on integers it never holds.
    pub fn holds(self, a: i128, b: i128) -> bool {
        match self {
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Ge => a >= b,
            CmpOp::Gt => a > b,
            CmpOp::Subset => false,
        }
    }
}

/// The CBOR shape a cross-frame value must have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    Absent,
    Tstr,
    Bool,
    Map,
    /// An unsigned index into the named array field of the request.
    UintIndex(FieldId),
    /// An array of unsigned indices into the named array field of the request.
    ArrayUintIndex(FieldId),
}

#[derive(Debug, Clone)]
pub struct CrossCase {
    pub selector_value: u64,
    pub selector_name: String,
    pub shape: Shape,
}

/// A text format a `format` rule names (`schema/README.md`, Rules).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TextFormat {
    /// RFC 3339 §5.6 `date-time`, with the §5.7 restrictions (days per
    /// month, leap years, a leap second only at 23:59:60 UTC on a month's
    /// last day); `T` and `Z` in either case; no space for `T`.
    Rfc3339,
    /// One byte or more as base16 (RFC 4648 §8): an even number of hex
    /// digits, upper or lower case.
    Hex,
}

impl TextFormat {
    /// Every format, in the order the schema language lists them.
    pub const ALL: [TextFormat; 2] = [TextFormat::Rfc3339, TextFormat::Hex];
    /// The name written in a schema.
    pub const fn as_str(self) -> &'static str {
        match self {
            TextFormat::Rfc3339 => "rfc3339",
            TextFormat::Hex => "hex",
        }
    }
    /// The format with this schema name.
    pub fn from_name(s: &str) -> Option<TextFormat> {
        TextFormat::ALL.into_iter().find(|f| f.as_str() == s)
    }
}

#[derive(Debug, Clone)]
pub enum RuleKind {
    /// `field` present (and non-empty when `non_empty`) when `when` holds.
    RequiredWhen {
        field: FieldId,
        non_empty: bool,
        when: Cond,
        each: Option<Each>,
    },
    /// `field` present if and only if `when` holds.
    PresentIff {
        field: FieldId,
        when: Cond,
        each: Option<Each>,
    },
    /// `field` absent unless `when` holds.
    AbsentUnless {
        field: FieldId,
        when: Cond,
        each: Option<Each>,
    },
    /// `field`'s value (when present) is one of `values` (with `negate`: none of them).
    ValueIn {
        field: FieldId,
        values: Vec<Lit>,
        negate: bool,
    },
    /// `field` (when present) equals `value`.
    Const { field: FieldId, value: Lit },
    /// At least one of `fields` is present (and non-empty when `non_empty`).
    AtLeastOne {
        fields: Vec<FieldId>,
        non_empty: bool,
    },
    /// `left op right`, when every field it reads is present (and `when` holds).
    Relation {
        left: Expr,
        op: CmpOp,
        right: Expr,
        when: Option<Cond>,
    },
    /// `field`'s shape is fixed by `selector` of the originating request.
    CrossFrame {
        request: FrameId,
        field: FieldId,
        /// In the request's body.
        selector: FieldId,
        only_when: Option<Cond>,
        cases: Vec<CrossCase>,
    },
    /// `field` of this reply absent unless `when` holds on the request.
    CrossAbsentUnless {
        request: FrameId,
        field: FieldId,
        when: Cond,
    },
    /// `left` (over this frame) `op` `right` (over the request), when both are defined.
    CrossRelation {
        request: FrameId,
        left: Expr,
        op: CmpOp,
        right: Expr,
        when: Option<Cond>,
    },
    /// `field` (a text field: its value; an array of text: each element) is
    /// in `format`, when present.
    Format { field: FieldId, format: TextFormat },
}

impl RuleKind {
    /// The vocabulary name of the rule's kind.
    pub fn rule(&self) -> Rule {
        match self {
            RuleKind::RequiredWhen { .. } => Rule::RequiredWhen,
            RuleKind::PresentIff { .. } => Rule::PresentIff,
            RuleKind::AbsentUnless { .. } => Rule::AbsentUnless,
            RuleKind::ValueIn { .. } => Rule::ValueIn,
            RuleKind::Const { .. } => Rule::Const,
            RuleKind::AtLeastOne { .. } => Rule::AtLeastOne,
            RuleKind::Relation { .. } => Rule::Relation,
            RuleKind::CrossFrame { .. } => Rule::CrossFrame,
            RuleKind::CrossAbsentUnless { .. } => Rule::CrossFrame,
            RuleKind::CrossRelation { .. } => Rule::CrossRelation,
            RuleKind::Format { .. } => Rule::Format,
        }
    }
    /// Whether the rule needs the originating request (checked only by `decode_reply`).
    pub fn is_cross(&self) -> bool {
        matches!(
            self,
            RuleKind::CrossFrame { .. }
                | RuleKind::CrossAbsentUnless { .. }
                | RuleKind::CrossRelation { .. }
        )
    }
    /// The field the rule is about (for error reports), if one.
    pub fn subject(&self) -> Option<FieldId> {
        match self {
            RuleKind::RequiredWhen { each: Some(e), .. }
            | RuleKind::PresentIff { each: Some(e), .. }
            | RuleKind::AbsentUnless { each: Some(e), .. } => Some(e.array),
            RuleKind::RequiredWhen { field, .. }
            | RuleKind::PresentIff { field, .. }
            | RuleKind::AbsentUnless { field, .. }
            | RuleKind::ValueIn { field, .. }
            | RuleKind::Const { field, .. }
            | RuleKind::CrossFrame { field, .. }
            | RuleKind::CrossAbsentUnless { field, .. }
            | RuleKind::Format { field, .. } => Some(*field),
            RuleKind::AtLeastOne { fields, .. } => fields.first().copied(),
            RuleKind::Relation { left, .. } | RuleKind::CrossRelation { left, .. } => {
                let mut v = Vec::new();
                left.fields(&mut v);
                v.first().copied()
            }
        }
    }
}

/// A presence rule applied to each element of an array of records: the rule's
/// `field` is in the record, its condition on the enclosing body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Each {
    /// The array field (of this body).
    pub array: FieldId,
    /// The record its elements are.
    pub record: RecordId,
}

#[derive(Debug, Clone)]
pub struct RuleDef {
    /// Requirement slug, unique within the channel.
    pub id: String,
    pub section: String,
    pub basis: Basis,
    pub clause: Option<String>,
    /// The clause binds the sender with a MUST (`sender: must`): a `strict`
    /// break fails a recorded exchange rather than warning.
    pub sender_must: bool,
    pub kind: RuleKind,
}

/// What a failure class is reported with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutcomeDef {
    /// The channel's error frame with this code (index into the code enum's values).
    Code { value: u64, name: String },
    /// The core's own frame (e.g. ERROR `0x0005`), not a channel frame.
    CoreFrame(u16),
}

#[derive(Debug, Clone)]
pub struct ErrorModel {
    pub section: String,
    pub leak_section: Option<String>,
    /// The channel's error frame.
    pub frame: FrameId,
    pub code_enum: EnumId,
    pub code_field: FieldId,
    pub message_field: Option<FieldId>,
    /// Generic message for a code without one (§8.2: no other text crosses the wire).
    pub fallback_message: Option<String>,
    /// Every body fault.
    pub malformed: OutcomeDef,
    /// `frame_kind` contradicting the frame type.
    pub kind_mismatch: OutcomeDef,
    /// A frame type outside the channel's operations.
    pub unknown_operation: OutcomeDef,
    /// Values for the error frame's other required fields in a built reply.
    pub reply_defaults: Vec<(FieldId, Lit)>,
}

/// A failure class of a decode error (what the schema maps to an outcome).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailClass {
    Malformed,
    KindMismatch,
    UnknownOperation,
}

impl FailClass {
    pub fn of(rule: Rule) -> FailClass {
        match rule {
            Rule::UnknownFrameType => FailClass::UnknownOperation,
            Rule::FrameKindMismatch => FailClass::KindMismatch,
            _ => FailClass::Malformed,
        }
    }
}

/// Where a field lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodyRef {
    Frame(FrameId),
    Record(RecordId),
}

impl Model {
    pub fn frame(&self, id: FrameId) -> &Frame {
        &self.frames[id.0]
    }
    pub fn record(&self, id: RecordId) -> &Record {
        &self.records[id.0]
    }
    pub fn enum_def(&self, id: EnumId) -> &EnumDef {
        &self.enums[id.0]
    }
    pub fn flags_def(&self, id: FlagsId) -> &FlagsDef {
        &self.flags[id.0]
    }
    pub fn body(&self, b: BodyRef) -> &Body {
        match b {
            BodyRef::Frame(f) => &self.frame(f).body,
            BodyRef::Record(r) => &self.record(r).body,
        }
    }
    pub fn frame_named(&self, name: &str) -> Option<&Frame> {
        self.frames.iter().find(|f| f.name == name)
    }
    pub fn frame_id(&self, name: &str) -> Option<FrameId> {
        self.frames.iter().position(|f| f.name == name).map(FrameId)
    }
    pub fn frame_by_code(&self, code: u16) -> Option<&Frame> {
        self.frames.iter().find(|f| f.code == code)
    }
    pub fn enum_named(&self, name: &str) -> Option<&EnumDef> {
        self.enums.iter().find(|e| e.name == name)
    }
    pub fn record_named(&self, name: &str) -> Option<&Record> {
        self.records.iter().find(|r| r.name == name)
    }
    /// The basis, section and clause of a check group from `checks:`.
    ///
    /// # Panics
    /// For the groups whose basis lives elsewhere (`Group::in_checks_table` false).
    pub fn check(&self, g: Group) -> &Check {
        self.checks
            .iter()
            .find(|c| c.group == g)
            .unwrap_or_else(|| panic!("checked model lacks checks.{g}"))
    }
    pub fn error_enum(&self) -> &EnumDef {
        self.enum_def(self.errors.code_enum)
    }
    /// The generic, peer-safe message for an error code (§8.2).
    pub fn error_message(&self, code: u64) -> Option<&str> {
        self.error_enum()
            .values
            .iter()
            .find(|v| v.raw == EnumRaw::Uint(code))
            .and_then(|v| v.message.as_deref())
    }
    pub fn error_name(&self, code: u64) -> Option<&str> {
        self.error_enum().name_of(code)
    }
    /// The outcome a failure class is reported with.
    pub fn outcome(&self, c: FailClass) -> &OutcomeDef {
        match c {
            FailClass::Malformed => &self.errors.malformed,
            FailClass::KindMismatch => &self.errors.kind_mismatch,
            FailClass::UnknownOperation => &self.errors.unknown_operation,
        }
    }
    /// The requirement id `<doc>/<section>/<slug>`.
    pub fn requirement(&self, section: &str, slug: &str) -> String {
        crate::requirement_id(&self.channel.doc_id, section, slug)
    }
    /// Every body of the channel: frames then records.
    pub fn bodies(&self) -> impl Iterator<Item = (BodyRef, &Body)> {
        self.frames
            .iter()
            .enumerate()
            .map(|(i, f)| (BodyRef::Frame(FrameId(i)), &f.body))
            .chain(
                self.records
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (BodyRef::Record(RecordId(i)), &r.body)),
            )
    }
}

/// One kind of exchange whose lifecycle the spec states (schema `exchanges:`):
/// a state machine per instance. State 0 is the implicit `idle`; a terminal
/// state is `idle` again for the frames that open an instance.
#[derive(Debug, Clone)]
pub struct Exchange {
    pub name: String,
    pub clause: Clause,
    pub key: ExchangeKey,
    /// `idle` first.
    pub states: Vec<String>,
    pub terminal: Vec<usize>,
    pub transitions: Vec<Transition>,
    pub ignore: Vec<Ignore>,
    pub answer: Vec<AnswerRule>,
    pub counters: Vec<Counter>,
    /// The keys the handshake initiator opens are even (`true`) or odd; the
    /// responder's the others.
    pub parity: Option<(bool, Clause)>,
    /// Fields an instance binds with the first frame that carries them (a
    /// `sub_id` assigned by the acknowledgement): a later frame under the same
    /// key whose bound field differs names no live instance.
    pub binds: Vec<String>,
    /// Frames a sender MUST NOT send in these states (`idle`: naming no instance).
    pub forbid: Vec<Forbid>,
    /// A key whose instance ended is never opened again by the same opener.
    pub reopen: Option<Clause>,
    /// Values compared across the frames of an instance (or of the association).
    pub values: Vec<ValueRule>,
    /// Frames the other side may still send after a frame that ends what they
    /// belong to, while it cannot have received that frame (in flight).
    pub crossing: Vec<Crossing>,
    /// What an instance left in a state owes when the capture ends.
    pub owes: Vec<Owes>,
}

impl Exchange {
    /// The name of state `i`.
    pub fn state(&self, i: usize) -> &str {
        self.states.get(i).map_or("?", String::as_str)
    }
    /// Every field name the machine's content reads (keys, bound fields,
    /// value rules, conditions are by id and not listed): what a schema edit
    /// removing a field must look at.
    pub fn field_names(&self) -> std::collections::BTreeSet<String> {
        let mut out = std::collections::BTreeSet::new();
        if let ExchangeKey::Field(f) = &self.key {
            out.insert(f.clone());
        }
        out.extend(self.binds.iter().cloned());
        for r in &self.values {
            r.rel.left.names(&mut out);
            r.rel.right.names(&mut out);
            out.extend(r.each.iter().cloned());
            out.extend(r.request_when.iter().map(|c| c.field.clone()));
        }
        for t in &self.transitions {
            if let Some(g) = &t.guard {
                g.left.names(&mut out);
                g.right.names(&mut out);
            }
        }
        out.extend(
            self.forbid
                .iter()
                .flat_map(|f| f.request_when.iter().map(|c| c.field.clone())),
        );
        out
    }
    /// Every clause the machine rests on (each quoted from its channel's text).
    pub fn clauses(&self) -> Vec<&Clause> {
        let mut v = vec![&self.clause];
        v.extend(self.transitions.iter().map(|t| &t.clause));
        v.extend(self.ignore.iter().map(|t| &t.clause));
        v.extend(self.answer.iter().map(|t| &t.clause));
        v.extend(self.forbid.iter().map(|t| &t.clause));
        v.extend(self.crossing.iter().map(|t| &t.clause));
        v.extend(self.owes.iter().map(|t| &t.clause));
        for c in &self.counters {
            v.push(&c.clause);
            v.extend(c.exceeded.as_ref().map(|e| &e.clause));
        }
        for r in &self.values {
            v.push(&r.clause);
            v.extend(r.answer.as_ref().map(|e| &e.clause));
        }
        v.extend(self.reopen.as_ref());
        v.extend(self.parity.as_ref().map(|p| &p.1));
        v
    }
    /// Every frame the machine names.
    pub fn frames(&self) -> Vec<FrameId> {
        let mut v: Vec<FrameId> = self
            .transitions
            .iter()
            .map(|t| t.frame)
            .chain(self.ignore.iter().map(|i| i.frame))
            .chain(self.answer.iter().flat_map(|a| [a.frame, a.reply]))
            .chain(self.counters.iter().map(|c| c.consume))
            .chain(
                self.counters
                    .iter()
                    .filter_map(|c| c.exceeded.as_ref().map(|e| e.reply)),
            )
            .chain(self.forbid.iter().map(|f| f.frame))
            .chain(self.crossing.iter().flat_map(|c| [c.frame, c.after]))
            .chain(self.values.iter().flat_map(ValueRule::frames))
            .chain(self.owes.iter().map(|o| o.frame))
            .chain(self.transitions.iter().flat_map(|t| {
                let mut v = Vec::new();
                if let Some(g) = &t.guard {
                    g.left.sources(&mut v);
                    g.right.sources(&mut v);
                }
                v
            }))
            .collect();
        v.sort();
        v.dedup();
        v
    }
}

/// A frame its sender MUST NOT send in these states of the instance its key
/// names (`idle`, state 0: no instance — an identifier used before the frame
/// that assigns it). The receiver's duties about it are separate `answer` rules.
#[derive(Debug, Clone)]
pub struct Forbid {
    pub frame: FrameId,
    pub by: Side,
    pub states: Vec<usize>,
    /// Only when this holds on the frame.
    pub when: Option<Cond>,
    /// Only when this holds on the request the frame answers.
    pub request_when: Option<NamedCond>,
    /// `must`: the spec binds the sender with a MUST (a failure); `strict`: a
    /// stated constraint without one (a warning).
    pub basis: Basis,
    pub clause: Clause,
}

/// A frame `by` may send after the other side's `after` frame while it cannot
/// have received it (the two crossed in flight): it is neither out of state nor
/// forbidden, and leaves the instance as it is. Once `by` has shown it received
/// `after` (it answered a frame sent at or after it), a `late` one is a fault of
/// that basis; without `late`, it is graded as any other frame.
#[derive(Debug, Clone)]
pub struct Crossing {
    pub frame: FrameId,
    pub by: Side,
    pub after: FrameId,
    pub late: Option<Basis>,
    pub clause: Clause,
}

/// Which earlier frames a value rule compares with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The frames of the instance the frame belongs to.
    Instance,
    /// The frames of every instance of the machine on the association.
    Association,
}

/// A peer relative to the sender of the frame a value rule checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeerRel {
    Same,
    Other,
}

/// A value compared across frames: `left` `op` `right`, for the frame (or,
/// with `each`, for every element of one of its arrays). Not checked when an
/// operand is undefined (a field absent, no request, an aggregate over no
/// frame without `default`).
#[derive(Debug, Clone)]
pub struct ValueRule {
    pub name: String,
    pub frame: FrameId,
    pub by: Option<Side>,
    /// A condition on the frame.
    pub when: Option<Cond>,
    /// A condition on the request the frame answers (by field name).
    pub request_when: Option<NamedCond>,
    /// Check each element of this array field (names then read the element).
    pub each: Option<String>,
    /// Aggregates per item across the association: partitioned by this field
    /// of each element (or the element itself, for an array of scalars; or
    /// of the frame, without `each`) — state that outlives one exchange.
    pub per: Option<String>,
    pub rel: Relation,
    pub scope: Scope,
    /// `must`: a MUST on the sender (a failure); `strict`: a stated
    /// constraint without one (a warning); `None`: no sender is at fault,
    /// the break only owes `answer`.
    pub basis: Option<Basis>,
    /// The reply the receiver MUST send when the relation is broken.
    pub answer: Option<Exceeded>,
    pub clause: Clause,
}

impl ValueRule {
    /// The frame it checks, the frames it reads, and the reply it may owe.
    pub fn frames(&self) -> Vec<FrameId> {
        let mut v = vec![self.frame];
        self.rel.left.sources(&mut v);
        self.rel.right.sources(&mut v);
        v.extend(self.answer.as_ref().map(|e| e.reply));
        v
    }
}

/// `left op right`.
#[derive(Debug, Clone)]
pub struct Relation {
    pub left: VExpr,
    pub op: VOp,
    pub right: VExpr,
}

/// A condition on a field named in some body (a request's).
#[derive(Debug, Clone)]
pub struct NamedCond {
    pub field: String,
    pub test: CondTest,
}

/// What a [`NamedCond`] tests.
#[derive(Debug, Clone, PartialEq)]
pub enum CondTest {
    Present(bool),
    Equals(Lit),
    /// Absent, or not equal to the literal.
    NotEquals(Lit),
}

/// The comparisons of value rules: integers and floats by value; any
/// scalar by equality; membership and set relations over arrays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VOp {
    Lt,
    Le,
    Eq,
    Ne,
    Ge,
    Gt,
    /// The left value is an item of the right array.
    In,
    NotIn,
    /// Every item of the left array is an item of the right one.
    Subset,
    /// The two arrays share no item.
    Disjoint,
}

impl VOp {
    pub fn as_str(self) -> &'static str {
        match self {
            VOp::Lt => "<",
            VOp::Le => "<=",
            VOp::Eq => "==",
            VOp::Ne => "!=",
            VOp::Ge => ">=",
            VOp::Gt => ">",
            VOp::In => "in",
            VOp::NotIn => "not_in",
            VOp::Subset => "subset",
            VOp::Disjoint => "disjoint",
        }
    }
    pub fn from_name(s: &str) -> Option<VOp> {
        Some(match s {
            "<" => VOp::Lt,
            "<=" => VOp::Le,
            "==" => VOp::Eq,
            "!=" => VOp::Ne,
            ">=" => VOp::Ge,
            ">" => VOp::Gt,
            "in" => VOp::In,
            "not_in" => VOp::NotIn,
            "subset" => VOp::Subset,
            "disjoint" => VOp::Disjoint,
            _ => return None,
        })
    }
}

/// A value in a value rule. Field names are resolved at run time on the
/// body they are read from (the frame, an element, the request, the frame
/// that opened the instance, a source frame); the schema checker makes
/// sure some body they can be read from has them.
#[derive(Debug, Clone)]
pub enum VExpr {
    /// A field of the current body (`a.b`: field `b` of record field `a`).
    Field(String),
    /// `array[].field`: the values of `field` in the records of an array.
    Project(String, String),
    /// The element itself (with `each` over an array of scalars).
    Element,
    /// The element's 0-based index (with `each`).
    Position,
    /// A field of the element before this one (with `each`).
    Previous(String),
    /// The length of a string or array field (bytes, items).
    Len(String),
    Int(i128),
    Add(Box<VExpr>, Box<VExpr>),
    Mul(Box<VExpr>, Box<VExpr>),
    /// Read over the request the frame answers.
    Request(Box<VExpr>),
    /// Read over the frame that opened the instance.
    Opening(Box<VExpr>),
    /// The first value when defined, else the second (a stated default).
    Or(Box<VExpr>, Box<VExpr>),
    /// An aggregate over earlier frames.
    Agg(Aggregate),
}

impl VExpr {
    /// The field names it reads, on any body.
    pub fn names(&self, out: &mut std::collections::BTreeSet<String>) {
        match self {
            VExpr::Field(f) | VExpr::Previous(f) | VExpr::Len(f) => {
                out.insert(f.clone());
            }
            VExpr::Project(a, f) => {
                out.insert(a.clone());
                out.insert(f.clone());
            }
            VExpr::Add(a, b) | VExpr::Mul(a, b) | VExpr::Or(a, b) => {
                a.names(out);
                b.names(out);
            }
            VExpr::Request(e) | VExpr::Opening(e) => e.names(out),
            VExpr::Agg(a) => {
                for s in &a.sources {
                    if let Some(v) = &s.value {
                        v.names(out);
                    }
                }
            }
            VExpr::Element | VExpr::Position | VExpr::Int(_) => {}
        }
    }
    /// The frames its aggregates read.
    pub fn sources(&self, out: &mut Vec<FrameId>) {
        match self {
            VExpr::Add(a, b) | VExpr::Mul(a, b) | VExpr::Or(a, b) => {
                a.sources(out);
                b.sources(out);
            }
            VExpr::Request(e) | VExpr::Opening(e) => e.sources(out),
            VExpr::Agg(a) => out.extend(a.sources.iter().map(|s| s.frame)),
            _ => {}
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AggFn {
    /// How many source frames.
    Count,
    Max,
    Min,
    /// The most recent source frame's value.
    Last,
    First,
    Sum,
}

impl AggFn {
    pub fn as_str(self) -> &'static str {
        match self {
            AggFn::Count => "count",
            AggFn::Max => "max",
            AggFn::Min => "min",
            AggFn::Last => "last",
            AggFn::First => "first",
            AggFn::Sum => "sum",
        }
    }
}

/// An aggregate of a value over earlier frames (before the checked one).
#[derive(Debug, Clone)]
pub struct Aggregate {
    pub fun: AggFn,
    pub sources: Vec<Source>,
    /// Its value over no frame (otherwise undefined: the rule is not checked).
    pub default: Option<i128>,
}

/// Earlier frames an aggregate reads: of this type, sent by this peer (relative
/// to the checked frame's sender) acting as this side, where `when` holds.
#[derive(Debug, Clone)]
pub struct Source {
    pub frame: FrameId,
    /// Read each element of this array field of the frame (with `per`).
    pub each: Option<String>,
    /// The value read (over the source frame, or its request); `None` for `count`.
    pub value: Option<VExpr>,
    pub peer: Option<PeerRel>,
    pub side: Option<Side>,
    pub when: Option<Cond>,
}

/// A frame's end-of-capture obligation: an instance left in one of these
/// states owes this frame from this side (it was never sent).
#[derive(Debug, Clone)]
pub struct Owes {
    pub states: Vec<usize>,
    pub frame: FrameId,
    pub by: Side,
    pub clause: Clause,
}

/// What an exchange instance is keyed by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExchangeKey {
    /// The envelope's correlation value.
    Corr,
    /// A body field of this name (each frame of the machine carries it).
    Field(String),
}

/// Which side sends a frame of a machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The side that opened the instance.
    Opener,
    /// The other side.
    Responder,
}

#[derive(Debug, Clone)]
pub struct Transition {
    pub frame: FrameId,
    pub by: Side,
    pub from: Vec<usize>,
    /// The state after (`None`: unchanged).
    pub to: Option<usize>,
    /// A condition on the frame (its own body).
    pub when: Option<Cond>,
    /// A relation that must hold for the transition to apply (`if:`).
    pub guard: Option<Relation>,
    /// Only as the answer to one of these requests (`answering:`; empty: any).
    pub answering: Vec<FrameId>,
    pub clause: Clause,
}

/// A frame a receiver MUST ignore in these states (idempotence).
#[derive(Debug, Clone)]
pub struct Ignore {
    pub frame: FrameId,
    pub by: Side,
    pub states: Vec<usize>,
    pub clause: Clause,
}

/// A frame the receiver MUST answer with `reply` in these states.
#[derive(Debug, Clone)]
pub struct AnswerRule {
    pub frame: FrameId,
    pub by: Side,
    pub states: Vec<usize>,
    pub reply: FrameId,
    pub reply_when: Option<Cond>,
    pub clause: Clause,
}

/// A per-instance counter: credit counted in units, or an absolute
/// flow-control limit.
#[derive(Debug, Clone)]
pub struct Counter {
    pub name: String,
    pub clause: Clause,
    pub kind: CounterKind,
    pub set: Option<CounterField>,
    /// Units: added. Limit: raised to (the maximum is kept).
    pub add: Option<CounterField>,
    pub consume: FrameId,
    pub consume_by: Option<Side>,
    /// Limit: the offset field and the field whose byte length is added.
    pub reach: Option<(FieldId, FieldId)>,
    pub at_zero: Option<usize>,
    /// The reply the receiver owes when a `consume` frame exceeds it.
    pub exceeded: Option<Exceeded>,
}

/// What a receiver sends when a counter is exceeded.
#[derive(Debug, Clone)]
pub struct Exceeded {
    pub reply: FrameId,
    pub reply_when: Option<Cond>,
    pub clause: Clause,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterKind {
    /// Counted down by one per `consume` frame, never sent at zero.
    Units,
    /// An absolute offset no `consume` frame reaches past.
    Limit,
}

/// A frame field that sets or raises a counter, from one side or either.
#[derive(Debug, Clone, Copy)]
pub struct CounterField {
    pub frame: FrameId,
    pub field: FieldId,
    pub by: Option<Side>,
}
