//! The catalogue of encodings a deterministic-CBOR decoder must tell apart
//! from canonical ones: non-shortest heads and lengths, indefinite lengths,
//! unsorted and duplicate keys, trailing bytes, truncations, tags, floats of
//! each width and non-shortest floats, NaN payload variants, undefined and
//! other simple values, reserved additional information, stray breaks,
//! invalid UTF-8 and deep nesting.
//!
//! Every [`Sample`] names the [`Rule`] a decoder following the workbench's
//! decoding contract (`schema/SEMANTICS.md`, step D3) reports for it when the
//! sample is the first fault of a payload and the channel's CBOR subset is not
//! refused. Where the subset is refused ([`Subset`]), a tag, simple-value or
//! float head is refused as `tag` / `simple-value` / `float` at the head,
//! before its argument or content is read: [`Sample::refused_as`] gives the
//! rule under a given subset. Samples that are valid CBOR outside the subset
//! are accepted where it is not refused.

use crate::cbor::{self, Entry, Width};
use npamp_rules::Rule;

/// One hand-built encoding and the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// The rule reported for it (the first fault by offset).
    pub rule: Rule,
    /// What it is, e.g. `uint 0 in a 1-byte argument`.
    pub what: String,
    pub bytes: Vec<u8>,
}

/// Which parts of the CBOR subset a decoder refuses (a channel's schema and
/// profile decide: tags and simple values are refused under the strict
/// profile; floats where the channel declares none, under the strict profile).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Subset {
    pub tags: bool,
    pub simple: bool,
    pub floats: bool,
}

impl Subset {
    /// Everything outside the subset refused (strict profile, no float declared).
    pub const REFUSED: Subset = Subset {
        tags: true,
        simple: true,
        floats: true,
    };
    /// Nothing refused (the minimum profile, where the subset has a strict basis).
    pub const ACCEPTED: Subset = Subset {
        tags: false,
        simple: false,
        floats: false,
    };
}

impl Sample {
    /// The rule a decoder refusing `subset` reports for this sample as the
    /// first fault; `None` when it accepts it (valid CBOR inside what it allows).
    pub fn refused_as(&self, subset: Subset) -> Option<Rule> {
        match self.bytes.first().copied() {
            Some(b) if b >> 5 == 6 && subset.tags => return Some(Rule::Tag),
            Some(0xe0..=0xf3 | 0xf7 | 0xf8) if subset.simple => return Some(Rule::SimpleValue),
            Some(0xf9..=0xfb) if subset.floats => return Some(Rule::Float),
            _ => {}
        }
        match self.rule {
            Rule::Tag | Rule::SimpleValue | Rule::Float => None,
            r => Some(r),
        }
    }

    fn new(rule: Rule, what: impl Into<String>, bytes: Vec<u8>) -> Sample {
        Sample {
            rule,
            what: what.into(),
            bytes,
        }
    }
}

/// Non-shortest heads of `major` with `arg`: one sample per wider width.
pub fn non_shortest_heads(major: u8, arg: u64) -> Vec<Vec<u8>> {
    cbor::heads_non_shortest(major, arg)
}

/// `item` (one encoded item of major 0–6) with its outermost head one width
/// wider than necessary; `None` for major 7 or an 8-byte argument.
pub fn widened(item: &[u8]) -> Option<Vec<u8>> {
    let node = crate::span::parse(item)?;
    crate::span::widen_head(item, &node)
}

/// `item` (one encoded string, array or map) with an indefinite-length outer
/// head: strings are split into two definite chunks where possible.
pub fn indefinite(item: &[u8]) -> Option<Vec<u8>> {
    let node = crate::span::parse(item)?;
    match node.major {
        2 | 3 => {
            let content = node.content(item);
            let mut cut = content.len() / 2;
            if node.major == 3 {
                // Keep each chunk valid UTF-8 (only the indefinite length is the fault).
                let text = std::str::from_utf8(content).ok()?;
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
            }
            let (a, b) = content.split_at(cut);
            let mut out = vec![(node.major << 5) | 31];
            let chunks: Vec<&[u8]> = if content.is_empty() {
                vec![a]
            } else {
                vec![a, b]
            };
            for chunk in chunks
                .into_iter()
                .filter(|c| !c.is_empty() || content.is_empty())
            {
                out.extend(cbor::head(node.major, chunk.len() as u64));
                out.extend_from_slice(chunk);
            }
            out.push(0xff);
            Some(out)
        }
        4 | 5 => crate::span::make_indefinite(item, &node),
        _ => None,
    }
}

/// `depth` arrays nested inside one another (`[[…[]…]]`): the innermost is at
/// nesting level `depth` when the whole is at level 1.
pub fn nested_arrays(depth: usize) -> Vec<u8> {
    nest_in_arrays(&[0x80], depth.saturating_sub(1))
}

/// `depth` maps nested inside one another (`{0: {0: … {}}}`).
pub fn nested_maps(depth: usize) -> Vec<u8> {
    nest_in_maps(&[0xa0], depth.saturating_sub(1))
}

/// `item` wrapped in `levels` one-element arrays.
pub fn nest_in_arrays(item: &[u8], levels: usize) -> Vec<u8> {
    let mut out = vec![0x81; levels];
    out.extend_from_slice(item);
    out
}

/// `item` wrapped in `levels` one-entry maps, each holding it under key 0.
pub fn nest_in_maps(item: &[u8], levels: usize) -> Vec<u8> {
    let mut out = [0xa1, 0x00].repeat(levels);
    out.extend_from_slice(item);
    out
}

/// Wider encodings of a float value than its shortest (`float-not-shortest`).
pub fn wider_floats(x: f64) -> Vec<Vec<u8>> {
    let shortest = cbor::float(x);
    let mut out = Vec::new();
    if x.is_nan() {
        return nan_variants();
    }
    let single = x as f32;
    if shortest.len() < 5 && f64::from(single) == x {
        out.push(cbor::float32(single));
    }
    if shortest.len() < 9 {
        out.push(cbor::float64(x));
    }
    out
}

/// NaN encodings other than the canonical `f9 7e00` (payloads, signs,
/// signalling NaNs, single and double widths): all `float-not-shortest`.
pub fn nan_variants() -> Vec<Vec<u8>> {
    vec![
        cbor::float16(0x7e01),
        cbor::float16(0x7c01),
        cbor::float16(0xfe00),
        cbor::float16(0x7fff),
        vec![0xfa, 0x7f, 0xc0, 0x00, 0x00],
        vec![0xfa, 0x7f, 0x80, 0x00, 0x01],
        vec![0xfa, 0xff, 0xc0, 0x00, 0x00],
        vec![0xfb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0],
        vec![0xfb, 0x7f, 0xf0, 0, 0, 0, 0, 0, 1],
        vec![0xfb, 0xff, 0xf8, 0, 0, 0, 0, 0, 0],
    ]
}

/// A float encoding, its value and whether it is the shortest form of that value.
#[derive(Debug, Clone)]
pub struct FloatForm {
    pub name: &'static str,
    pub bytes: Vec<u8>,
    /// The shortest of half / single / double that keeps the value (NaN: only `f9 7e00`).
    pub shortest: bool,
    /// The value (NaN for NaN forms).
    pub value: f64,
}

fn float_form(name: &'static str, bytes: &[u8], shortest: bool, value: f64) -> FloatForm {
    FloatForm {
        name,
        bytes: bytes.to_vec(),
        shortest,
        value,
    }
}

/// Floats of every width: shortest forms, non-shortest forms, NaN forms, −0.0
/// and the infinities.
pub fn float_forms() -> Vec<FloatForm> {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    vec![
        float_form("half 1.5", &[0xf9, 0x3e, 0x00], true, 1.5),
        float_form("half 0.0", &[0xf9, 0x00, 0x00], true, 0.0),
        float_form("half -0.0", &[0xf9, 0x80, 0x00], true, -0.0),
        float_form(
            "half 65504 (largest half)",
            &[0xf9, 0x7b, 0xff],
            true,
            65504.0,
        ),
        float_form(
            "half subnormal 2^-24",
            &[0xf9, 0x00, 0x01],
            true,
            5.960_464_477_539_063e-8,
        ),
        float_form(
            "single 100000.0",
            &[0xfa, 0x47, 0xc3, 0x50, 0x00],
            true,
            100_000.0,
        ),
        float_form(
            "double 1.1",
            &[0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a],
            true,
            1.1,
        ),
        float_form(
            "1.5 as a single",
            &[0xfa, 0x3f, 0xc0, 0x00, 0x00],
            false,
            1.5,
        ),
        float_form(
            "1.5 as a double",
            &[0xfb, 0x3f, 0xf8, 0, 0, 0, 0, 0, 0],
            false,
            1.5,
        ),
        float_form(
            "100000.0 as a double",
            &[0xfb, 0x40, 0xf8, 0x6a, 0, 0, 0, 0, 0],
            false,
            100_000.0,
        ),
        float_form("0.0 as a single", &[0xfa, 0, 0, 0, 0], false, 0.0),
        float_form(
            "-0.0 as a double",
            &[0xfb, 0x80, 0, 0, 0, 0, 0, 0, 0],
            false,
            -0.0,
        ),
        float_form("NaN 0xf9 7e00", &[0xf9, 0x7e, 0x00], true, nan),
        float_form(
            "NaN with a payload 0xf9 7e01",
            &[0xf9, 0x7e, 0x01],
            false,
            nan,
        ),
        float_form("negative NaN 0xf9 fe00", &[0xf9, 0xfe, 0x00], false, nan),
        float_form(
            "NaN as a single 0xfa 7fc00000",
            &[0xfa, 0x7f, 0xc0, 0, 0],
            false,
            nan,
        ),
        float_form(
            "NaN as a double",
            &[0xfb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0],
            false,
            nan,
        ),
        float_form("+infinity 0xf9 7c00", &[0xf9, 0x7c, 0x00], true, inf),
        float_form("-infinity 0xf9 fc00", &[0xf9, 0xfc, 0x00], true, -inf),
        float_form(
            "+infinity as a single",
            &[0xfa, 0x7f, 0x80, 0, 0],
            false,
            inf,
        ),
    ]
}

/// Byte sequences that are not UTF-8 (each to be put in a text string).
pub fn invalid_utf8() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        ("a lone continuation byte", vec![0x80]),
        ("0xff", vec![0xff]),
        ("0xfe", vec![0xfe]),
        ("an overlong NUL (c0 80)", vec![0xc0, 0x80]),
        ("an overlong slash (e0 80 af)", vec![0xe0, 0x80, 0xaf]),
        ("a UTF-16 surrogate (ed a0 80)", vec![0xed, 0xa0, 0x80]),
        (
            "a code point above U+10FFFF (f4 90 80 80)",
            vec![0xf4, 0x90, 0x80, 0x80],
        ),
        ("a truncated 3-byte sequence (e2 82)", vec![0xe2, 0x82]),
        ("a lead byte followed by ASCII (c3 28)", vec![0xc3, 0x28]),
        ("valid text then 0xff", vec![b'o', b'k', 0xff]),
    ]
}

/// Every item-level sample: a complete item (or, for `truncated`, an item cut
/// short) that breaks its rule wherever it stands as the last value of a
/// payload. Grouped by rule, in RFC 8949 order.
pub fn items() -> Vec<Sample> {
    let mut v = Vec::new();
    shortest_form(&mut v);
    indefinite_lengths(&mut v);
    reserved_and_breaks(&mut v);
    for (what, raw) in invalid_utf8() {
        v.push(Sample::new(
            Rule::InvalidUtf8,
            format!("text with {what}"),
            cbor::text_raw(&raw),
        ));
    }
    subset(&mut v);
    floats(&mut v);
    truncations_of_items(&mut v);
    v
}

/// Complete items that are each exactly one fault, small enough to stand as
/// the value of an unknown key (so that the fault is the only thing wrong with
/// the payload); the vector generator's catalogue.
pub fn single_fault_items() -> Vec<Sample> {
    SINGLE_FAULTS
        .iter()
        .map(|(rule, what, bytes)| Sample::new(*rule, *what, bytes.to_vec()))
        .collect()
}

/// [`single_fault_items`]: (rule, what, bytes).
const SINGLE_FAULTS: &[(Rule, &str, &[u8])] = &[
    (
        Rule::ShortestForm,
        "uint 5 in two bytes (0x18 0x05)",
        &[0x18, 0x05],
    ),
    (
        Rule::ShortestForm,
        "uint 5 in nine bytes (0x1b ...05)",
        &[0x1b, 0, 0, 0, 0, 0, 0, 0, 5],
    ),
    (
        Rule::ShortestForm,
        "uint 255 in three bytes (0x19 0x00ff)",
        &[0x19, 0x00, 0xff],
    ),
    (
        Rule::ShortestForm,
        "-1 in two bytes (0x38 0x00)",
        &[0x38, 0x00],
    ),
    (
        Rule::ShortestForm,
        "text length 1 in two bytes (0x78 0x01)",
        &[0x78, 0x01, 0x61],
    ),
    (
        Rule::ShortestForm,
        "bstr length 1 in two bytes (0x58 0x01)",
        &[0x58, 0x01, 0x00],
    ),
    (
        Rule::ShortestForm,
        "array count 1 in two bytes (0x98 0x01)",
        &[0x98, 0x01, 0x00],
    ),
    (
        Rule::ShortestForm,
        "map count 0 in two bytes (0xb8 0x00)",
        &[0xb8, 0x00],
    ),
    (
        Rule::IndefiniteLength,
        "indefinite-length text",
        &[0x7f, 0x61, 0x61, 0xff],
    ),
    (
        Rule::IndefiniteLength,
        "indefinite-length bstr",
        &[0x5f, 0x41, 0x00, 0xff],
    ),
    (
        Rule::IndefiniteLength,
        "indefinite-length array",
        &[0x9f, 0x00, 0xff],
    ),
    (
        Rule::IndefiniteLength,
        "indefinite-length map",
        &[0xbf, 0x00, 0x00, 0xff],
    ),
    (
        Rule::ReservedAi,
        "reserved additional information 28",
        &[0x1c],
    ),
    (
        Rule::ReservedAi,
        "reserved additional information 30 on a bstr",
        &[0x5e],
    ),
    (Rule::Break, "stray break 0xff", &[0xff]),
    (
        Rule::InvalidUtf8,
        "invalid UTF-8 (0xc3 0x28)",
        &[0x62, 0xc3, 0x28],
    ),
    (
        Rule::InvalidUtf8,
        "UTF-8 surrogate (0xed 0xa0 0x80)",
        &[0x63, 0xed, 0xa0, 0x80],
    ),
    (
        Rule::KeyOrder,
        "nested map keys out of order",
        &[0xa2, 0x01, 0x00, 0x00, 0x00],
    ),
    (
        Rule::DuplicateKey,
        "nested map duplicate key",
        &[0xa2, 0x00, 0x00, 0x00, 0x00],
    ),
    (
        Rule::ShortestForm,
        "nested non-shortest key",
        &[0xa1, 0x18, 0x00, 0x00],
    ),
    (
        Rule::ShortestForm,
        "nested array with a non-shortest item",
        &[0x81, 0x18, 0x05],
    ),
    (
        Rule::Truncated,
        "text longer than the input",
        &[0x78, 0xff, 0x61],
    ),
    (
        Rule::Truncated,
        "array claiming more items than remain",
        &[0x83, 0x00],
    ),
    (Rule::Tag, "tag 1 (epoch time) on 0", &[0xc1, 0x00]),
    (Rule::Tag, "tag 2 (bignum) on h'01'", &[0xc2, 0x41, 0x01]),
    (
        Rule::Tag,
        "tag 24 (embedded CBOR)",
        &[0xd8, 0x18, 0x41, 0x00],
    ),
    (Rule::SimpleValue, "simple value 0 (0xe0)", &[0xe0]),
    (Rule::SimpleValue, "undefined (0xf7)", &[0xf7]),
    (
        Rule::SimpleValue,
        "simple value 32 (0xf8 0x20)",
        &[0xf8, 0x20],
    ),
    (
        Rule::ShortestForm,
        "simple value 16 in two bytes (0xf8 0x10, not well-formed)",
        &[0xf8, 0x10],
    ),
    (
        Rule::Float,
        "half float 1.5 (0xf9 3e00)",
        &[0xf9, 0x3e, 0x00],
    ),
    (
        Rule::FloatNotShortest,
        "1.5 as a single (non-shortest)",
        &[0xfa, 0x3f, 0xc0, 0, 0],
    ),
    (Rule::Float, "NaN 0xf9 7e00", &[0xf9, 0x7e, 0x00]),
];

fn shortest_form(v: &mut Vec<Sample>) {
    for (major, name) in [(0u8, "uint"), (1, "nint")] {
        // (No wider head exists for the last two.)
        for arg in cbor::WIDTH_EDGES {
            for h in non_shortest_heads(major, arg) {
                let width = h.len() - 1;
                v.push(Sample::new(
                    Rule::ShortestForm,
                    format!("{name} argument {arg} in {width} bytes"),
                    h,
                ));
            }
        }
    }
    let wide = |major: u8, n: u64, content: &[u8]| -> Vec<u8> {
        let mut b = cbor::head_width(major, n, Width::U8).unwrap_or_default();
        b.extend_from_slice(content);
        b
    };
    v.push(Sample::new(
        Rule::ShortestForm,
        "bstr length 1 in a 1-byte argument",
        wide(2, 1, &[0x2a]),
    ));
    v.push(Sample::new(
        Rule::ShortestForm,
        "tstr length 1 in a 1-byte argument",
        wide(3, 1, b"a"),
    ));
    v.push(Sample::new(
        Rule::ShortestForm,
        "array count 1 in a 1-byte argument",
        wide(4, 1, &[0x00]),
    ));
    v.push(Sample::new(
        Rule::ShortestForm,
        "map count 1 in a 1-byte argument",
        wide(5, 1, &[0x00, 0x00]),
    ));
    v.push(Sample::new(
        Rule::ShortestForm,
        "empty tstr with a 2-byte length",
        cbor::head_width(3, 0, Width::U16).unwrap_or_default(),
    ));
    v.push(Sample::new(
        Rule::ShortestForm,
        "simple value 20 (false) in two bytes",
        vec![0xf8, 0x14],
    ));
    v.push(Sample::new(
        Rule::ShortestForm,
        "simple value 0 in two bytes",
        vec![0xf8, 0x00],
    ));
}

fn indefinite_lengths(v: &mut Vec<Sample>) {
    let cases: [(&str, Vec<u8>); 6] = [
        (
            "indefinite bstr, two chunks",
            vec![0x5f, 0x41, 0x01, 0x41, 0x02, 0xff],
        ),
        ("indefinite bstr, no chunk", vec![0x5f, 0xff]),
        ("indefinite tstr", vec![0x7f, 0x61, b'a', 0x61, b'b', 0xff]),
        ("indefinite array", vec![0x9f, 0x00, 0xff]),
        ("empty indefinite array", vec![0x9f, 0xff]),
        ("indefinite map", vec![0xbf, 0x00, 0x00, 0xff]),
    ];
    for (what, bytes) in cases {
        v.push(Sample::new(Rule::IndefiniteLength, what, bytes));
    }
}

fn reserved_and_breaks(v: &mut Vec<Sample>) {
    for major in 0u8..8 {
        for ai in 28u8..=30 {
            v.push(Sample::new(
                Rule::ReservedAi,
                format!("major {major} with additional information {ai}"),
                vec![(major << 5) | ai],
            ));
        }
    }
    // Additional information 31 where no indefinite length exists.
    for (what, bytes) in [
        ("uint with additional information 31", vec![0x1f]),
        ("nint with additional information 31", vec![0x3f]),
        ("a tag with additional information 31", vec![0xdf, 0x00]),
    ] {
        v.push(Sample::new(Rule::ReservedAi, what, bytes));
    }
    v.push(Sample::new(Rule::Break, "a stray break", vec![0xff]));
}

fn subset(v: &mut Vec<Sample>) {
    let tags: [(&str, Vec<u8>); 4] = [
        (
            "tag 0 (date/time) on text",
            cbor::tag(0, &cbor::tstr("2024-01-01T00:00:00Z")),
        ),
        ("tag 1 (epoch) on a uint", cbor::tag(1, &cbor::uint(0))),
        (
            "tag 2 (bignum) on bytes",
            cbor::tag(2, &cbor::bstr(&[1, 0])),
        ),
        (
            "tag 55799 (self-describe) on a uint",
            cbor::tag(55799, &cbor::uint(1)),
        ),
    ];
    for (what, bytes) in tags {
        v.push(Sample::new(Rule::Tag, what, bytes));
    }
    v.push(Sample::new(
        Rule::SimpleValue,
        "undefined",
        cbor::undefined(),
    ));
    for s in [0u8, 16, 19, 23, 32, 255] {
        if let Some(b) = cbor::simple(s) {
            v.push(Sample::new(
                Rule::SimpleValue,
                format!("simple value {s}"),
                b,
            ));
        }
    }
    for x in [0.0, 1.5, 100000.0, 1.1, f64::INFINITY] {
        v.push(Sample::new(
            Rule::Float,
            format!("the float {x} in its shortest form"),
            cbor::float(x),
        ));
    }
    v.push(Sample::new(
        Rule::Float,
        "the canonical NaN",
        cbor::CANONICAL_NAN.to_vec(),
    ));
}

fn floats(v: &mut Vec<Sample>) {
    for x in [0.0, -0.0, 1.0, 1.5, 65504.0, 100000.0, f64::INFINITY] {
        for b in wider_floats(x) {
            let width = b.len() - 1;
            v.push(Sample::new(
                Rule::FloatNotShortest,
                format!("the float {x} in {width} bytes"),
                b,
            ));
        }
    }
    for b in nan_variants() {
        v.push(Sample::new(
            Rule::FloatNotShortest,
            format!("a non-canonical NaN {}", crate::hex::hex(&b)),
            b,
        ));
    }
}

fn truncations_of_items(v: &mut Vec<Sample>) {
    let cases: [(&str, Vec<u8>); 8] = [
        ("a 2-byte uint head missing a byte", vec![0x19, 0x01]),
        ("an 8-byte uint head missing bytes", vec![0x1b, 0x00, 0x00]),
        ("a bstr shorter than its length", vec![0x42, 0x01]),
        (
            "a tstr length beyond the input",
            vec![0x7a, 0xff, 0xff, 0xff, 0xff],
        ),
        ("an array missing its item", vec![0x82, 0x00]),
        ("a map missing a value", vec![0xa1, 0x00]),
        (
            "a huge array count",
            vec![0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
        ),
        ("a double missing bytes", vec![0xfb, 0x3f, 0xf0]),
    ];
    for (what, bytes) in cases {
        v.push(Sample::new(Rule::Truncated, what, bytes));
    }
}

/// Map-level samples built from canonical `entries` (in canonical order):
/// unsorted keys (two adjacent entries swapped), a duplicated entry, a
/// non-shortest count and an indefinite-length map. Entries are needed for
/// the first two (at least two / one).
pub fn maps(entries: &[Entry]) -> Vec<Sample> {
    let mut v = Vec::new();
    let mut sorted = entries.to_vec();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    if sorted.len() >= 2 {
        let mut swapped = sorted.clone();
        let last = swapped.len() - 1;
        swapped.swap(last - 1, last);
        v.push(Sample::new(
            Rule::KeyOrder,
            "the last two keys swapped",
            cbor::map_raw(&swapped),
        ));
        let mut reversed = sorted.clone();
        reversed.reverse();
        v.push(Sample::new(
            Rule::KeyOrder,
            "keys in descending order",
            cbor::map_raw(&reversed),
        ));
    }
    if let Some(first) = sorted.first() {
        let mut dup = sorted.clone();
        dup.insert(1, first.clone());
        v.push(Sample::new(
            Rule::DuplicateKey,
            "the first entry twice",
            cbor::map_raw(&dup),
        ));
    }
    let canonical = cbor::map_raw(&sorted);
    if let Some(b) = widened(&canonical) {
        v.push(Sample::new(
            Rule::ShortestForm,
            "a non-shortest entry count",
            b,
        ));
    }
    if let Some(b) = indefinite(&canonical) {
        v.push(Sample::new(
            Rule::IndefiniteLength,
            "an indefinite-length map",
            b,
        ));
    }
    v
}

/// Payload-level samples from a canonical `payload`: trailing bytes (a uint, a
/// second map, a break) and every proper prefix (`truncated`; the empty
/// prefix included).
pub fn payloads(payload: &[u8]) -> Vec<Sample> {
    let mut v = Vec::new();
    for (what, extra) in [
        ("a trailing 0x00", vec![0x00]),
        ("a trailing empty map", vec![0xa0]),
        ("a trailing break", vec![0xff]),
    ] {
        v.push(Sample::new(
            Rule::TrailingBytes,
            what,
            crate::span::with_trailing(payload, &extra),
        ));
    }
    for cut in 0..payload.len() {
        v.push(Sample::new(
            Rule::Truncated,
            format!("cut to {cut} of {} bytes", payload.len()),
            crate::span::truncate(payload, cut),
        ));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::span;

    #[test]
    fn wide_and_indefinite_forms() {
        assert_eq!(widened(&cbor::uint(256)), Some(vec![0x1a, 0, 0, 1, 0]));
        assert_eq!(widened(&cbor::bstr(&[0x2a])), Some(vec![0x58, 0x01, 0x2a]));
        assert_eq!(widened(&cbor::float(1.0)), None);
        assert_eq!(
            indefinite(&cbor::tstr("abc")),
            Some(vec![0x7f, 0x61, b'a', 0x62, b'b', b'c', 0xff])
        );
        // Multi-byte characters are never split.
        let t = indefinite(&cbor::tstr("é")).unwrap_or_default();
        assert_eq!(t, vec![0x7f, 0x62, 0xc3, 0xa9, 0xff]);
        assert_eq!(indefinite(&cbor::bstr(&[])), Some(vec![0x5f, 0x40, 0xff]));
        assert_eq!(indefinite(&cbor::uint(1)), None);
        assert_eq!(nested_arrays(3), vec![0x81, 0x81, 0x80]);
        assert_eq!(nested_maps(2), vec![0xa1, 0x00, 0xa0]);
        assert_eq!(nested_maps(1), vec![0xa0]);
        assert_eq!(nested_maps(0), vec![0xa0]);
        assert_eq!(nested_arrays(0), vec![0x80]);
        assert_eq!(nest_in_maps(&[0], 2), vec![0xa1, 0x00, 0xa1, 0x00, 0]);
        assert_eq!(nest_in_arrays(&[0], 2), vec![0x81, 0x81, 0]);
    }

    #[test]
    fn float_samples() {
        assert_eq!(
            wider_floats(1.5),
            vec![cbor::float32(1.5), cbor::float64(1.5)]
        );
        assert_eq!(wider_floats(100000.0), vec![cbor::float64(100000.0)]);
        assert!(wider_floats(1.1).is_empty());
        for n in nan_variants() {
            assert_ne!(n, cbor::CANONICAL_NAN.to_vec());
            let x = match n.len() {
                3 => cbor::f16_to_f64(u16::from_be_bytes([n[1], n[2]])),
                5 => f64::from(f32::from_be_bytes([n[1], n[2], n[3], n[4]])),
                _ => f64::from_be_bytes([n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8]]),
            };
            assert!(x.is_nan(), "{n:?}");
        }
    }

    #[test]
    fn every_invalid_utf8_sample_is_invalid() {
        for (what, raw) in invalid_utf8() {
            assert!(std::str::from_utf8(&raw).is_err(), "{what}");
        }
    }

    /// Whether a sample is structurally the fault its rule names, as far as
    /// the span parser sees (it reads heads, not float values or UTF-8).
    fn assert_what_it_says(s: &Sample) {
        let parsed = span::parse(&s.bytes);
        let mut nodes = Vec::new();
        if let Some(n) = &parsed {
            n.walk(&mut nodes);
        }
        let wide = nodes
            .iter()
            .any(|n| n.hdr_end - n.start > cbor::head(n.major, n.arg).len());
        let keys = |strictly: bool| {
            nodes.iter().any(|m| {
                let ks: Vec<&[u8]> = m.entries().map(|(k, _)| k.bytes(&s.bytes)).collect();
                ks.windows(2).any(|w| match w {
                    [a, b] if strictly => a == b,
                    [a, b] => a > b,
                    _ => false,
                })
            })
        };
        match s.rule {
            // Valid CBOR, just outside a channel's subset: the span parser reads them.
            Rule::Tag | Rule::SimpleValue | Rule::Float => {
                assert!(parsed.is_some(), "{}", s.what)
            }
            Rule::FloatNotShortest | Rule::InvalidUtf8 => {}
            Rule::ShortestForm if s.bytes.first() == Some(&0xf8) => {}
            Rule::ShortestForm => assert!(wide, "{} has a non-shortest head", s.what),
            Rule::KeyOrder => assert!(keys(false), "{} has unsorted keys", s.what),
            Rule::DuplicateKey => assert!(keys(true), "{} has a repeated key", s.what),
            _ => assert!(parsed.is_none(), "{} must not be well formed", s.what),
        }
    }

    #[test]
    fn item_samples_are_what_they_say() {
        let all = items();
        assert!(all.len() > 100);
        all.iter().for_each(assert_what_it_says);
        for rule in [
            Rule::ShortestForm,
            Rule::IndefiniteLength,
            Rule::ReservedAi,
            Rule::Break,
            Rule::InvalidUtf8,
            Rule::Tag,
            Rule::SimpleValue,
            Rule::Float,
            Rule::FloatNotShortest,
            Rule::Truncated,
        ] {
            assert!(all.iter().any(|s| s.rule == rule), "no sample for {rule}");
        }
    }

    #[test]
    fn single_fault_items_are_what_they_say() {
        let all = single_fault_items();
        assert_eq!(all.len(), 33);
        all.iter().for_each(assert_what_it_says);
        let under = |what: &str, subset| {
            all.iter()
                .find(|s| s.what.starts_with(what))
                .and_then(|s| s.refused_as(subset))
        };
        assert_eq!(
            under("simple value 16", Subset::REFUSED),
            Some(Rule::SimpleValue)
        );
        assert_eq!(under("half float", Subset::ACCEPTED), None);
        assert_eq!(
            under("nested map duplicate", Subset::REFUSED),
            Some(Rule::DuplicateKey)
        );
    }

    #[test]
    fn float_forms_say_whether_they_are_shortest() {
        let forms = float_forms();
        assert_eq!(forms.len(), 20);
        for f in forms {
            let bits = f.bytes.get(1..).unwrap_or_default();
            let decoded = match *bits {
                [a, b] => cbor::f16_to_f64(u16::from_be_bytes([a, b])),
                [a, b, c, d] => f64::from(f32::from_be_bytes([a, b, c, d])),
                [a, b, c, d, e, g, h, i] => f64::from_be_bytes([a, b, c, d, e, g, h, i]),
                _ => panic!("{}: not a float", f.name),
            };
            if f.value.is_nan() {
                assert!(decoded.is_nan(), "{}", f.name);
            } else {
                assert_eq!(decoded.to_bits(), f.value.to_bits(), "{}", f.name);
            }
            assert_eq!(f.shortest, f.bytes == cbor::float(f.value), "{}", f.name);
        }
    }

    #[test]
    fn the_subset_is_refused_at_the_head() {
        let find = |what: &str| items().into_iter().find(|s| s.what.starts_with(what));
        let tag = find("tag 1").expect("tag sample");
        assert_eq!(tag.refused_as(Subset::REFUSED), Some(Rule::Tag));
        assert_eq!(tag.refused_as(Subset::ACCEPTED), None);
        let bad_tag = find("major 6 with additional information 28").expect("sample");
        assert_eq!(bad_tag.refused_as(Subset::REFUSED), Some(Rule::Tag));
        assert_eq!(bad_tag.refused_as(Subset::ACCEPTED), Some(Rule::ReservedAi));
        let wide = find("the float 1.5 in 4 bytes").expect("sample");
        assert_eq!(wide.refused_as(Subset::REFUSED), Some(Rule::Float));
        let floats_ok = Subset {
            floats: false,
            ..Subset::REFUSED
        };
        assert_eq!(wide.refused_as(floats_ok), Some(Rule::FloatNotShortest));
        let two_byte = find("simple value 0 in two bytes").expect("sample");
        assert_eq!(
            two_byte.refused_as(Subset::REFUSED),
            Some(Rule::SimpleValue)
        );
        assert_eq!(
            two_byte.refused_as(Subset::ACCEPTED),
            Some(Rule::ShortestForm)
        );
        let text = find("text with 0xff").expect("sample");
        assert_eq!(text.refused_as(Subset::REFUSED), Some(Rule::InvalidUtf8));
    }

    #[test]
    fn map_and_payload_samples() {
        let entries = vec![
            (cbor::uint(0), cbor::uint(1)),
            (cbor::uint(1), cbor::bstr(b"x")),
        ];
        let m = maps(&entries);
        let rules: Vec<Rule> = m.iter().map(|s| s.rule).collect();
        assert_eq!(
            rules,
            [
                Rule::KeyOrder,
                Rule::KeyOrder,
                Rule::DuplicateKey,
                Rule::ShortestForm,
                Rule::IndefiniteLength
            ]
        );
        assert_eq!(m[0].bytes, vec![0xa2, 0x01, 0x41, b'x', 0x00, 0x01]);
        assert_eq!(
            m[2].bytes,
            vec![0xa3, 0x00, 0x01, 0x00, 0x01, 0x01, 0x41, b'x']
        );
        assert_eq!(maps(&[]).len(), 2);
        let p = cbor::map(&entries);
        let ps = payloads(&p);
        assert_eq!(ps.len(), 3 + p.len());
        assert!(ps.iter().all(|s| span::parse(&s.bytes).is_none()));
    }
}
