//! The rule vocabulary: the one source of rule names in the workbench.
//!
//! Every refusal anywhere — the generated decoders, the oracle, the vector
//! flags, the fuzzers' mutation classes — names a [`Rule`]. Each rule belongs to
//! one [`Group`] of checks; the channel's schema (`checks:`) gives every group
//! its [`Basis`] (`must`, `strict` or `limit`), its section and the clause it
//! rests on. Schema rules (`rules:` of a frame or record) are named by their
//! kind here and by their own id in the schema.
//!
//! A [`Profile`] decides which bases a decoder refuses: `strict` refuses all
//! three, `minimum` only `must` and `limit`.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use core::fmt;

macro_rules! rules {
    ($( $(#[$doc:meta])* $v:ident = $s:literal, $g:ident; )*) => {
        /// A rule a payload can break. `as_str()` is its stable name.
        #[non_exhaustive]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Rule { $( $(#[$doc])* $v, )* }

        impl Rule {
            /// Every rule, in declaration order.
            pub const ALL: &'static [Rule] = &[$(Rule::$v),*];
            /// The stable, kebab-case name (`shortest-form`, `missing-required`, …).
            pub const fn as_str(self) -> &'static str {
                match self { $(Rule::$v => $s,)* }
            }
            /// The check group the rule belongs to (its basis comes from the schema).
            pub const fn group(self) -> Group {
                match self { $(Rule::$v => Group::$g,)* }
            }
            /// The rule with this name.
            pub fn from_name(name: &str) -> Option<Rule> {
                match name { $($s => Some(Rule::$v),)* _ => None }
            }
        }
    };
}

rules! {
    // ---- well-formed, deterministic CBOR (RFC 8949 §3, §4.2.1)
    /// The input ends inside an item, or a length/count claims more than remains.
    Truncated = "truncated", Deterministic;
    /// Bytes after the one payload item.
    TrailingBytes = "trailing-bytes", Deterministic;
    /// An integer, length or count not in its shortest form.
    ShortestForm = "shortest-form", Deterministic;
    /// An indefinite-length string, array or map.
    IndefiniteLength = "indefinite-length", Deterministic;
    /// Additional information 28–30 (reserved by RFC 8949).
    ReservedAi = "reserved-ai", Deterministic;
    /// A stray break code (`0xff`).
    Break = "break", Deterministic;
    /// A text string that is not valid UTF-8.
    InvalidUtf8 = "invalid-utf8", Deterministic;
    /// Map keys not in bytewise ascending order of their encodings.
    KeyOrder = "key-order", Deterministic;
    /// A map key repeated.
    DuplicateKey = "duplicate-key", Deterministic;
    /// A float not in the shortest of half / single / double that keeps its value.
    FloatNotShortest = "float-not-shortest", Deterministic;
    /// A float value the channel's float policy refuses (NaN or an infinity).
    FloatNonFinite = "float-non-finite", CborSubset;
    // ---- valid CBOR outside the subset the channel uses
    /// A tag (major type 6).
    Tag = "tag", CborSubset;
    /// A simple value other than false / true / null (undefined included).
    SimpleValue = "simple-value", CborSubset;
    /// A float on a channel whose schema declares no float.
    Float = "float", CborSubset;
    // ---- resource limits
    /// Nesting deeper than the decoder's limit.
    Depth = "depth", Depth;
    /// A payload larger than the decoder's limit.
    MaxPayload = "max-payload", MaxPayload;
    // ---- the payload map
    /// The payload is not a CBOR map.
    NotAMap = "not-a-map", Map;
    /// A payload or record key that is not an integer.
    KeyType = "key-type", Map;
    /// An unknown negative integer key (§4.3 of every companion spec).
    UnknownNegativeKey = "unknown-negative-key", NegativeKey;
    /// A frame type outside the channel's operations.
    UnknownFrameType = "unknown-frame-type", UnknownOperation;
    // ---- declared keys
    /// A REQUIRED key is absent (or null, which is absence).
    MissingRequired = "missing-required", Required;
    /// A key that must be present and non-empty is empty.
    Empty = "empty", Required;
    /// A declared key (payload or record) of the wrong CBOR major type.
    WrongType = "wrong-type", MajorType;
    /// An element of an array, tuple or typed map of the wrong type.
    ItemType = "item-type", ItemType;
    /// A key of the wrong type inside an opaque nested map (e.g. text in a uint-keyed map).
    NestedKeyType = "nested-key-type", NestedKeys;
    /// `frame_kind` contradicts the frame-header frame type.
    FrameKindMismatch = "frame-kind-mismatch", FrameKind;
    /// A key the frame's envelope says is absent is present.
    Forbidden = "forbidden", Forbidden;
    /// A value outside its declared range.
    Range = "range", Range;
    /// A length or item count outside its declared bounds.
    Len = "len", Length;
    /// A value a strict enum does not name.
    UnknownEnumValue = "unknown-enum-value", Enum;
    /// A reserved bit of a flags field is set.
    ReservedFlags = "reserved-flags", Flags;
    // ---- schema rules (the schema's rule id names the instance)
    /// `required_when`: a field required under a condition is absent (or empty).
    RequiredWhen = "required-when", SchemaRule;
    /// `present_iff`: a field present without its condition, or absent with it.
    PresentIff = "present-iff", SchemaRule;
    /// `absent_unless`: a field present although its condition does not hold.
    AbsentUnless = "absent-unless", SchemaRule;
    /// `value_in`: a value outside the set the rule allows.
    ValueIn = "value-in", SchemaRule;
    /// `const`: a field without its fixed value.
    Const = "const", SchemaRule;
    /// `at_least_one`: none of a set of fields is present.
    AtLeastOne = "at-least-one", SchemaRule;
    /// `relation`: a comparison between fields (or lengths, products) fails.
    Relation = "relation", SchemaRule;
    /// `cross_frame`: a reply's value has the wrong shape for its request.
    CrossFrame = "cross-frame", SchemaRule;
    /// `cross_relation`: a comparison between a reply and its request fails.
    CrossRelation = "cross-relation", SchemaRule;
    /// `format`: a text string not in the text format the rule names (an RFC 3339
    /// date-time, hex-encoded bytes).
    Format = "format", SchemaRule;
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! groups {
    ($( $(#[$doc:meta])* $v:ident = $s:literal; )*) => {
        /// A group of checks sharing one basis, section and clause in a schema's `checks:`.
        #[non_exhaustive]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Group { $( $(#[$doc])* $v, )* }

        impl Group {
            /// Every group, in declaration order (the order of `checks:` in a schema).
            pub const ALL: &'static [Group] = &[$(Group::$v),*];
            /// The key of the group in a schema's `checks:` map.
            pub const fn as_str(self) -> &'static str {
                match self { $(Group::$v => $s,)* }
            }
            /// The group with this schema key.
            pub fn from_name(name: &str) -> Option<Group> {
                match name { $($s => Some(Group::$v),)* _ => None }
            }
        }
    };
}

groups! {
    /// Well-formed, deterministically encoded CBOR.
    Deterministic = "deterministic";
    /// Valid CBOR outside the subset the channel uses (tags, other simple values, floats).
    CborSubset = "cbor_subset";
    /// Nesting depth (a resource bound).
    Depth = "depth";
    /// Payload size (a resource bound).
    MaxPayload = "max_payload";
    /// The payload is a map with integer keys.
    Map = "map";
    /// Unknown negative keys.
    NegativeKey = "negative_key";
    /// Frame types outside the channel.
    UnknownOperation = "unknown_operation";
    /// REQUIRED keys present (and non-empty where stated).
    Required = "required";
    /// Declared keys of their CBOR major type.
    MajorType = "major_type";
    /// Elements of arrays, tuples and typed maps of their declared type.
    ItemType = "item_type";
    /// Key types inside opaque nested maps.
    NestedKeys = "nested_keys";
    /// `frame_kind` equals the frame type.
    FrameKind = "frame_kind";
    /// Envelope keys the frame says are absent.
    Forbidden = "forbidden";
    /// Declared value ranges.
    Range = "range";
    /// Declared lengths and item counts.
    Length = "length";
    /// Strict enums (each enum states its own basis).
    Enum = "enum";
    /// Reserved flag bits (each flags field states its own basis).
    Flags = "flags";
    /// Schema rules (each rule states its own basis).
    SchemaRule = "schema_rule";
}

impl Group {
    /// Whether the schema's `checks:` gives this group its basis (the others
    /// take it from each enum, flags definition or rule).
    pub const fn in_checks_table(self) -> bool {
        !matches!(self, Group::Enum | Group::Flags | Group::SchemaRule)
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a refusal is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Basis {
    /// The spec says the receiver MUST reject (or MUST reply with an error, or
    /// MUST discard), or it is one of §4.1's own faults.
    Must,
    /// A stated constraint that leaves the receiver free, or a sender's obligation.
    Strict,
    /// Our own resource bound.
    Limit,
}

impl Basis {
    /// Every basis.
    pub const ALL: [Basis; 3] = [Basis::Must, Basis::Strict, Basis::Limit];
    /// `must`, `strict` or `limit` (as written in a schema).
    pub const fn as_str(self) -> &'static str {
        match self {
            Basis::Must => "must",
            Basis::Strict => "strict",
            Basis::Limit => "limit",
        }
    }
    /// The basis with this schema name.
    pub fn from_name(s: &str) -> Option<Basis> {
        match s {
            "must" => Some(Basis::Must),
            "strict" => Some(Basis::Strict),
            "limit" => Some(Basis::Limit),
            _ => None,
        }
    }
    /// The conformance-vector flag naming this basis for an `acceptable` case.
    pub const fn vector_flag(self) -> &'static str {
        match self {
            Basis::Must => "MustReject",
            Basis::Strict => "StrictReading",
            Basis::Limit => "LocalLimit",
        }
    }
}

impl fmt::Display for Basis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which refusals a decoder makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Profile {
    /// Every refusal the schema states (`must`, `strict` and `limit`). The default.
    #[default]
    Strict,
    /// Only what the spec makes a receiver refuse (`must`), and our resource bounds (`limit`).
    Minimum,
}

impl Profile {
    /// Both profiles, strict first.
    pub const ALL: [Profile; 2] = [Profile::Strict, Profile::Minimum];
    /// Whether a fault on this basis is refused under the profile.
    pub const fn refuses(self, basis: Basis) -> bool {
        match self {
            Profile::Strict => true,
            Profile::Minimum => !matches!(basis, Basis::Strict),
        }
    }
    /// `strict` or `minimum`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Profile::Strict => "strict",
            Profile::Minimum => "minimum",
        }
    }
    /// The profile with this name.
    pub fn from_name(s: &str) -> Option<Profile> {
        match s {
            "strict" => Some(Profile::Strict),
            "minimum" => Some(Profile::Minimum),
            _ => None,
        }
    }
}

impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_are_unique() {
        for (i, r) in Rule::ALL.iter().enumerate() {
            assert_eq!(Rule::from_name(r.as_str()), Some(*r));
            assert!(
                Rule::ALL[..i].iter().all(|o| o.as_str() != r.as_str()),
                "{r} twice"
            );
        }
        for g in Group::ALL {
            assert_eq!(Group::from_name(g.as_str()), Some(*g));
        }
        assert_eq!(Rule::from_name("no-such-rule"), None);
    }

    #[test]
    fn every_group_has_a_rule() {
        for g in Group::ALL {
            assert!(Rule::ALL.iter().any(|r| r.group() == *g), "{g} is empty");
        }
    }

    #[test]
    fn minimum_refuses_only_must_and_limit() {
        assert!(Profile::Minimum.refuses(Basis::Must));
        assert!(Profile::Minimum.refuses(Basis::Limit));
        assert!(!Profile::Minimum.refuses(Basis::Strict));
        for b in Basis::ALL {
            assert!(Profile::Strict.refuses(b));
            assert_eq!(Basis::from_name(b.as_str()), Some(b));
        }
    }
}
