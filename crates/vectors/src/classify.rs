//! Verdicts by basis: the oracle's decision under both profiles becomes `valid`, `acceptable`
//! or `invalid`, with the flags and the requirement id of the reference corpus's vocabulary.
//!
//! | strict | minimum | result | flags |
//! |---|---|---|---|
//! | accept | accept | `valid` (`acceptable` + `ForwardCompat` when the case adds unknown non-negative keys) | the case's own |
//! | refuse | refuse, basis `must` | `invalid` | `MustReject` + the rule's |
//! | refuse | refuse, basis `limit` | `acceptable` | `LocalLimit` + the rule's |
//! | refuse | accept | `acceptable` | `StrictReading` or `SenderObligation` + the rule's |
//!
//! (A minimum-profile refusal on a `strict` basis — only possible for the faults the oracle
//! cannot skip, when a schema gives them `strict` — is `acceptable` with `StrictReading`.)

use npamp_oracle::{Corr, Oracle, Refusal, Ruling};
use npamp_schema::{Basis, EnvRole, Model, Profile, Rule, Type, Value as Val};
use npamp_testkit::corpus::{flag, Verdict};
use npamp_testkit::hex::hex;

/// The results of vectors in the order the coverage table shows them.
pub const VERDICTS: [Verdict; 3] = [Verdict::Valid, Verdict::Acceptable, Verdict::Invalid];

/// THE table: every rule, the topic of its requirement id (`<doc>/<section>/<topic>`, with
/// `-MUST-reject` when the vector is invalid; schema rules use their own id) and its flags
/// (the reference corpus's name first where one exists, our finer flags after it).
pub const RULE_FLAGS: &[(Rule, &str, &[&str])] = &[
    (
        Rule::Truncated,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "Truncated"],
    ),
    (
        Rule::TrailingBytes,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "TrailingBytes"],
    ),
    (
        Rule::ShortestForm,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "NonShortest"],
    ),
    (
        Rule::IndefiniteLength,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "IndefiniteLength"],
    ),
    (
        Rule::ReservedAi,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "ReservedAi"],
    ),
    (
        Rule::Break,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "Break"],
    ),
    (
        Rule::InvalidUtf8,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "InvalidUtf8"],
    ),
    (
        Rule::KeyOrder,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "UnsortedKeys"],
    ),
    (
        Rule::DuplicateKey,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "DuplicateKey"],
    ),
    (
        Rule::FloatNotShortest,
        "non-deterministic-cbor",
        &["NonDeterministicCBOR", "FloatNotShortest"],
    ),
    (
        Rule::FloatNonFinite,
        "non-finite-float",
        &["NonFiniteFloat"],
    ),
    (Rule::Tag, "cbor-outside-subset", &["OutsideSubset", "Tag"]),
    (
        Rule::SimpleValue,
        "cbor-outside-subset",
        &["OutsideSubset", "SimpleValue"],
    ),
    (
        Rule::Float,
        "cbor-outside-subset",
        &["OutsideSubset", "Float"],
    ),
    (Rule::Depth, "nesting-depth", &["DepthLimit"]),
    (Rule::MaxPayload, "payload-size", &["SizeLimit"]),
    (Rule::NotAMap, "payload-not-a-map", &["NotAMap"]),
    (Rule::KeyType, "non-integer-key", &["NonIntegerKey"]),
    (
        Rule::UnknownNegativeKey,
        "unknown-negative-key",
        &["UnknownNegativeKey"],
    ),
    (
        Rule::UnknownFrameType,
        "unknown-operation",
        &[flag::UNKNOWN_OPERATION],
    ),
    (
        Rule::MissingRequired,
        "missing-required-key",
        &["MissingRequiredKey"],
    ),
    (Rule::Empty, "empty-value", &["EmptyValue"]),
    (Rule::WrongType, "wrong-major-type", &["WrongMajorType"]),
    (
        Rule::ItemType,
        "wrong-item-type",
        &["WrongMajorType", "WrongItemType"],
    ),
    (Rule::NestedKeyType, "nested-key-type", &["NestedKeyType"]),
    (
        Rule::FrameKindMismatch,
        "frame-kind-mismatch",
        &["FrameKindMismatch"],
    ),
    (Rule::Forbidden, "forbidden-envelope-key", &["ForbiddenKey"]),
    (Rule::Range, "value-out-of-range", &["OutOfRange"]),
    (
        Rule::Len,
        "length-out-of-range",
        &["OutOfRange", "LengthOutOfRange"],
    ),
    (
        Rule::UnknownEnumValue,
        "unrecognized-enum-value",
        &["StrictEnum"],
    ),
    (
        Rule::ReservedFlags,
        "reserved-flag-bits",
        &["ReservedFlags"],
    ),
    (
        Rule::RequiredWhen,
        "",
        &["MalformedPayload", "RuleViolation", "RequiredWhen"],
    ),
    (
        Rule::PresentIff,
        "",
        &["MalformedPayload", "RuleViolation", "PresentIff"],
    ),
    (
        Rule::AbsentUnless,
        "",
        &["MalformedPayload", "RuleViolation", "AbsentUnless"],
    ),
    (
        Rule::ValueIn,
        "",
        &["MalformedPayload", "RuleViolation", "ValueIn"],
    ),
    (
        Rule::Const,
        "",
        &["MalformedPayload", "RuleViolation", "Const"],
    ),
    (
        Rule::AtLeastOne,
        "",
        &["MalformedPayload", "RuleViolation", "AtLeastOne"],
    ),
    (
        Rule::Relation,
        "",
        &["MalformedPayload", "RuleViolation", "Relation"],
    ),
    (
        Rule::CrossFrame,
        "",
        &["MalformedPayload", "RuleViolation", "CrossFrame"],
    ),
    (
        Rule::CrossRelation,
        "",
        &["MalformedPayload", "RuleViolation", "CrossRelation"],
    ),
    (
        Rule::Format,
        "",
        &["MalformedPayload", "RuleViolation", "Format"],
    ),
];

/// Every flag a vector may carry, with its meaning (written to each file's `notes`).
pub const FLAG_NOTES: &[(&str, &str)] = &[
    (flag::MUST_REJECT, "the oracle refuses the input under the minimum profile on a `must` basis: the spec makes a receiver reject it (result invalid)"),
    (flag::LOCAL_LIMIT, "refused only because of our own resource bound (basis `limit`, e.g. nesting depth): a bound is not a MUST, so result acceptable"),
    (flag::STRICT_READING, "refused by the strict profile only (basis `strict`: a stated constraint without a receiver-side MUST); the minimum profile accepts it, so result acceptable"),
    (flag::SENDER_OBLIGATION, "like StrictReading, and the clause it rests on is a sender's obligation (its text names the sender or an obligation)"),
    ("KeyOrderBytewise", "a map whose keys of different types or lengths are in the bytewise order of their encodings (RFC 8949 §4.2.1): 1000 (19 03e8) before \"a\" (61 61) and before -1 (20); deterministic, so accepted"),
    ("KeyOrderLengthFirst", "the same map in the older length-first order (RFC 7049 §3.9 canonical CBOR): shorter encodings first, which RFC 8949's deterministic encoding does not allow (key-order, must)"),
    ("ForwardCompat", "carries unknown non-negative keys, which a receiver MUST ignore (§4.3): accepted, result acceptable"),
    ("Reference", "the input of a reference vector (vectors/reference/<module>.json), replayed under the reference's requirement id with our oracle's verdict"),
    ("MinimalValid", "only the REQUIRED keys (plus what the rules demand)"),
    ("MaximalValid", "every declared, carried key (minus what the rules forbid)"),
    ("OptionalField", "one optional key present"),
    ("ExplicitNull", "a key with an explicit null, which is absence (SEMANTICS.md step 5)"),
    ("Boundary", "a value or length at an edge of its declared range or of a CBOR integer width"),
    ("EnumValue", "a named value of an enum"),
    ("UnrecognizedEnum", "an enum value this revision does not name"),
    ("FlagBits", "a flags field with named or reserved bits set"),
    ("UnionAlternative", "a union value of one of its alternatives"),
    ("FloatForm", "a float of some width / encoding (shortest or not, NaN forms, -0.0, infinities)"),
    ("Record", "the case sits inside a record (a nested map with its own key table)"),
    ("ArrayOfRecords", "the case sits inside an element of an array of records"),
    ("TypedMap", "the case is about a typed map's keys or values"),
    ("Tuple", "the case is about a tuple (a fixed-length array of positional elements)"),
    ("OpaqueMap", "the case is about an opaque map (uint-keyed or any-keyed)"),
    ("RuleSatisfied", "a single-frame schema rule holds"),
    ("NonDeterministicCBOR", "not RFC 8949 §4.2.1 deterministic CBOR, or not well-formed (§4.1)"),
    ("Truncated", "the input ends inside an item (or a length claims more than remains)"),
    ("TrailingBytes", "bytes after the one payload item"),
    ("NonShortest", "an integer, length, count or simple value not in its shortest form"),
    ("IndefiniteLength", "an indefinite-length string, array or map"),
    ("ReservedAi", "additional information 28-30 (reserved), or 31 where no indefinite length exists"),
    ("Break", "a stray break code 0xff"),
    ("InvalidUtf8", "a text string that is not valid UTF-8"),
    ("UnsortedKeys", "map keys not in bytewise ascending order of their encodings"),
    ("DuplicateKey", "a map key repeated"),
    ("FloatNotShortest", "a float not in the shortest of half / single / double that keeps its value (NaN only as f9 7e00)"),
    ("NonFiniteFloat", "NaN or an infinity where the channel's float policy refuses them"),
    ("OutsideSubset", "valid CBOR the channel never uses (group cbor_subset)"),
    ("Tag", "a tag (major type 6)"),
    ("SimpleValue", "a simple value other than false / true / null (undefined included)"),
    ("Float", "a float on a channel that declares no float field"),
    ("DepthLimit", "nesting deeper than the decoder's depth limit (the payload map is level 1)"),
    ("SizeLimit", "a payload larger than the decoder's size limit"),
    ("NotAMap", "the payload is not a CBOR map"),
    ("NonIntegerKey", "a payload or record key that is not an integer"),
    ("UnknownNegativeKey", "an unknown negative integer key (§4.3): MUST reject where §4.3 applies"),
    (flag::UNKNOWN_OPERATION, "a frame type outside the channel's operations"),
    ("MissingRequiredKey", "a REQUIRED key is absent (or null)"),
    ("EmptyValue", "a key that must be non-empty is empty"),
    ("WrongMajorType", "a key, element or item of the wrong CBOR major type"),
    ("WrongItemType", "an element of an array / tuple / typed map of the wrong type (finer than WrongMajorType)"),
    ("EnvelopeWrongType", "the fault is in an envelope field (wrong type, empty or wrong length), as the reference names it"),
    ("NestedKeyType", "a key of another type inside a uint-keyed opaque map"),
    ("FrameKindMismatch", "frame_kind contradicts the frame-header frame type"),
    ("ForbiddenKey", "an envelope key the frame declares absent is present"),
    ("OutOfRange", "a value, length or count outside its declared bounds"),
    ("LengthOutOfRange", "a length or count outside its declared bounds (finer than OutOfRange)"),
    ("StrictEnum", "a value a strict enum does not name"),
    ("ReservedFlags", "a reserved bit of a flags field is set"),
    ("MalformedPayload", "a schema rule (required_when, present_iff, absent_unless, value_in, const, at_least_one, relation, format) is broken on a `must` basis; the reference's name for such payloads (only on invalid vectors)"),
    ("RuleViolation", "a single-frame schema rule is broken (the kind follows)"),
    ("RequiredWhen", "rule kind required_when"),
    ("PresentIff", "rule kind present_iff"),
    ("AbsentUnless", "rule kind absent_unless"),
    ("ValueIn", "rule kind value_in"),
    ("Const", "rule kind const"),
    ("AtLeastOne", "rule kind at_least_one"),
    ("Relation", "rule kind relation"),
    ("CrossFrame", "rule kind cross_frame (never in this corpus: cross-frame rules are not body.decode vectors)"),
    ("CrossRelation", "rule kind cross_relation (never in this corpus)"),
    ("Format", "rule kind format (a text format: an RFC 3339 date-time, hex-encoded bytes)"),
];

/// The topic and flags of a rule (from [`RULE_FLAGS`]).
pub fn rule_entry(rule: Rule) -> (&'static str, &'static [&'static str]) {
    RULE_FLAGS
        .iter()
        .find(|(r, _, _)| *r == rule)
        .map_or(("refused", &[][..]), |(_, t, f)| (*t, *f))
}

/// The clause a refusal rests on, from the model.
pub fn clause_of(m: &Model, r: &Refusal) -> String {
    if let Some(id) = &r.rule_id {
        let rule = m
            .bodies()
            .flat_map(|(_, b)| b.rules.iter())
            .find(|x| &x.id == id);
        return rule
            .and_then(|x| x.clause.clone())
            .unwrap_or_else(|| format!("schema rule `{id}`"));
    }
    match r.rule {
        Rule::FloatNonFinite => m.floats.clause.clone(),
        Rule::UnknownEnumValue | Rule::ReservedFlags => field_verdict_clause(m, r),
        rule if rule.group().in_checks_table() => m.check(rule.group()).clause.clone(),
        _ => String::new(),
    }
}

/// The strict enum's / flags definition's clause for the refused field.
fn field_verdict_clause(m: &Model, r: &Refusal) -> String {
    let fields = m.bodies().flat_map(|(_, b)| b.fields.iter());
    for f in fields.filter(|f| Some(&f.name) == r.field.as_ref()) {
        if let Some(c) = verdict_in(m, &f.value, r.rule) {
            return c;
        }
    }
    // Fall back to any definition with the refusal's section.
    match r.rule {
        Rule::UnknownEnumValue => m
            .enums
            .iter()
            .filter_map(|e| e.unrecognized.reject.as_ref())
            .find(|v| v.section == r.section)
            .map(|v| v.clause.clone()),
        _ => m
            .flags
            .iter()
            .find(|f| f.reserved.section == r.section)
            .map(|f| f.reserved.clause.clone()),
    }
    .unwrap_or_default()
}

fn verdict_in(m: &Model, v: &Val, rule: Rule) -> Option<String> {
    match &v.ty {
        Type::Enum(e) if rule == Rule::UnknownEnumValue => m
            .enum_def(*e)
            .unrecognized
            .reject
            .as_ref()
            .map(|x| x.clause.clone()),
        Type::Flags(f) if rule == Rule::ReservedFlags => {
            Some(m.flags_def(*f).reserved.clause.clone())
        }
        Type::Array(i) => verdict_in(m, i, rule),
        Type::Map { key, value } => verdict_in(m, key, rule).or_else(|| verdict_in(m, value, rule)),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().find_map(|x| verdict_in(m, x, rule)),
        _ => None,
    }
}

/// Whether a clause states a sender's obligation (the documented test: its text mentions
/// "sender" or "obligation", case-insensitively).
pub fn is_sender_obligation(clause: &str) -> bool {
    let c = clause.to_lowercase();
    c.contains("sender") || c.contains("obligation")
}

/// `expected` of an accepted input: frame_kind, and the corr-role field under its own name
/// (hex for bytes, the number for a uint), as the reference writes it.
pub fn expected(m: &Model, frame_kind: u16, corr: Option<&Corr>) -> serde_json::Value {
    let mut e = serde_json::Map::new();
    e.insert("frame_kind".into(), frame_kind.into());
    if let Some(c) = corr {
        let name = m
            .envelope
            .fields
            .iter()
            .find(|f| f.role == Some(EnvRole::Corr))
            .map_or("corr", |f| f.name.as_str());
        let v = match c {
            Corr::Bytes(b) => serde_json::Value::String(hex(b)),
            Corr::Uint(n) => (*n).into(),
        };
        e.insert(name.into(), v);
    }
    serde_json::Value::Object(e)
}

/// The oracle's decision for one input, both profiles.
#[derive(Debug, Clone)]
pub struct Decision {
    pub result: Verdict,
    /// Basis flag and the rule's flags.
    pub flags: Vec<&'static str>,
    /// The refusal the requirement id and the flags come from.
    pub refusal: Option<Refusal>,
    pub expected: Option<serde_json::Value>,
    pub strict: String,
    pub minimum: String,
    pub clause: String,
}

/// The topic of a refusal's requirement id (without `-MUST-reject`).
pub fn topic(m: &Model, r: &Refusal) -> String {
    if let Some(id) = &r.rule_id {
        return id.clone();
    }
    let (t, _) = rule_entry(r.rule);
    match envelope_field(m, r) {
        Some(name) if r.rule != Rule::FrameKindMismatch => {
            format!("{}-{t}", name.replace('_', "-"))
        }
        _ => t.to_string(),
    }
}

/// The envelope field a refusal is about, if any.
fn envelope_field<'a>(m: &'a Model, r: &Refusal) -> Option<&'a str> {
    let f = r.field.as_ref()?;
    if r.path.contains(['.', '[', '{']) {
        return None;
    }
    m.envelope
        .fields
        .iter()
        .find(|e| &e.name == f)
        .map(|e| e.name.as_str())
}

/// Decide a case: the oracle under both profiles, classified by basis.
pub fn decide(o: &Oracle, ft: u16, body: &[u8], unknown_keys: bool) -> Decision {
    let m = o.model();
    let s = o.check(ft, body, Profile::Strict);
    let n = o.check(ft, body, Profile::Minimum);
    let (result, basis_flag, refusal, expected_from) = match (&s, &n) {
        (Ruling::Accept(a), Ruling::Accept(_)) => {
            let r = if unknown_keys {
                Verdict::Acceptable
            } else {
                Verdict::Valid
            };
            (
                r,
                unknown_keys.then_some("ForwardCompat"),
                None,
                Some(a.clone()),
            )
        }
        (_, Ruling::Reject(rm)) => match rm.basis {
            Basis::Must => (
                Verdict::Invalid,
                Some(flag::MUST_REJECT),
                Some(rm.clone()),
                None,
            ),
            Basis::Limit => (
                Verdict::Acceptable,
                Some(flag::LOCAL_LIMIT),
                Some(rm.clone()),
                None,
            ),
            Basis::Strict => (
                Verdict::Acceptable,
                Some(flag::STRICT_READING),
                Some(rm.clone()),
                None,
            ),
        },
        (Ruling::Reject(rs), Ruling::Accept(a)) => {
            let flag = if is_sender_obligation(&clause_of(m, rs)) {
                flag::SENDER_OBLIGATION
            } else {
                flag::STRICT_READING
            };
            (
                Verdict::Acceptable,
                Some(flag),
                Some(rs.clone()),
                Some(a.clone()),
            )
        }
    };
    let mut flags: Vec<&'static str> = basis_flag.into_iter().collect();
    if let Some(r) = &refusal {
        // MalformedPayload is the reference's name for a payload a receiver MUST reject.
        flags.extend(
            rule_entry(r.rule)
                .1
                .iter()
                .filter(|f| result == Verdict::Invalid || **f != "MalformedPayload"),
        );
        if envelope_field(m, r).is_some()
            && matches!(r.rule, Rule::WrongType | Rule::Empty | Rule::Len)
        {
            flags.push("EnvelopeWrongType");
        }
    }
    Decision {
        result,
        flags,
        clause: refusal
            .as_ref()
            .map(|r| clause_of(m, r))
            .unwrap_or_default(),
        refusal,
        expected: expected_from.map(|a| expected(m, a.frame_kind, a.corr.as_ref())),
        strict: s.to_string(),
        minimum: n.to_string(),
    }
}
