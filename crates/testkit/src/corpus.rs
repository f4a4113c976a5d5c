//! The conformance-corpus format (Wycheproof style), as in `vectors/*.json`
//! and `shared/reference-vectors/*.json`:
//!
//! ```json
//! { "algorithm": "npamp_00", "schemaVersion": "1.0.0", "specRevision": "…",
//!   "header": ["…"], "numberOfTests": 2, "notes": { "Flag": "meaning" },
//!   "testGroups": [ { "op": "interaction.body.decode", "profile": "Standard",
//!     "tests": [ { "tcId": 1, "requirement": "89/6.1/…", "comment": "…",
//!                  "in": { "frameType": 256, "body": "a2…" }, "result": "valid",
//!                  "expected": { "frame_kind": 256, "corr": "2a" }, "flags": ["…"] } ] } ] }
//! ```
//!
//! Reading is lenient about optional members; writing is deterministic: keys
//! in the order above, absent optional members omitted (`flags` is always
//! written), pretty-printed with
//! two-space indentation and a final newline, exactly like the committed
//! `vectors/*.json`.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;
use std::path::Path;

/// The `algorithm` of every N-PAMP corpus.
pub const ALGORITHM: &str = "npamp_00";

/// The flags graders read (their meanings: `npamp_vectors::classify::FLAG_NOTES`).
pub mod flag {
    /// Refused on a `must` basis under the minimum profile (`invalid`).
    pub const MUST_REJECT: &str = "MustReject";
    /// Refused only by our own resource bound (`acceptable`).
    pub const LOCAL_LIMIT: &str = "LocalLimit";
    /// Refused by the strict profile only (`acceptable`).
    pub const STRICT_READING: &str = "StrictReading";
    /// As [`STRICT_READING`], the clause being a sender's obligation.
    pub const SENDER_OBLIGATION: &str = "SenderObligation";
    /// A frame type outside the channel's operations.
    pub const UNKNOWN_OPERATION: &str = "UnknownOperation";
}

/// A whole corpus file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Corpus {
    pub algorithm: String,
    pub schema_version: String,
    pub spec_revision: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub header: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number_of_tests: Option<u64>,
    /// Flag name → meaning, in file order.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub notes: Map<String, Value>,
    pub test_groups: Vec<TestGroup>,
}

/// One group: an operation and its tests.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestGroup {
    /// e.g. `interaction.body.decode`.
    pub op: String,
    /// The N-PAMP security profile the group applies to (`Standard`, …, `any`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<String>,
    pub tests: Vec<TestCase>,
}

/// What a conformant implementation must do with a test's input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// MUST be accepted, with the `expected` output.
    Valid,
    /// MUST be refused.
    Invalid,
    /// Either is conformant.
    Acceptable,
}

impl Verdict {
    /// `valid`, `invalid` or `acceptable`.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Valid => "valid",
            Verdict::Invalid => "invalid",
            Verdict::Acceptable => "acceptable",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One test case.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TestCase {
    pub tc_id: u64,
    /// The requirement id (`<doc>/<section>/<slug>`), printed on failure.
    pub requirement: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
    /// The operation's input; for `*.body.decode`: `frameType` and `body` (hex).
    #[serde(rename = "in")]
    pub input: Map<String, Value>,
    pub result: Verdict,
    /// The output a conformant implementation produces (accepting verdicts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<Map<String, Value>>,
    /// Always written (`[]` when empty), as in the committed files.
    #[serde(default)]
    pub flags: Vec<String>,
}

/// The input of a `<module>.body.decode` test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BodyInput {
    pub frame_type: u16,
    pub body: Vec<u8>,
}

impl BodyInput {
    /// The `in` object: `{"frameType": N, "body": "<hex>"}`.
    pub fn to_json(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("frameType".into(), Value::from(self.frame_type));
        m.insert("body".into(), Value::String(crate::hex::hex(&self.body)));
        m
    }

    /// Read an `in` object; the error names the member.
    pub fn from_json(input: &Map<String, Value>) -> Result<BodyInput, String> {
        let ft = input
            .get("frameType")
            .ok_or("`in.frameType` is missing")?
            .as_u64()
            .ok_or("`in.frameType` is not an unsigned integer")?;
        let frame_type = u16::try_from(ft)
            .map_err(|_| format!("`in.frameType` {ft} is not a 16-bit frame type"))?;
        let body = input
            .get("body")
            .ok_or("`in.body` is missing")?
            .as_str()
            .ok_or("`in.body` is not a string")?;
        let body = crate::hex::unhex(body).map_err(|e| format!("`in.body`: {e}"))?;
        Ok(BodyInput { frame_type, body })
    }
}

impl TestCase {
    /// A `body.decode` test case.
    pub fn body_decode(
        tc_id: u64,
        requirement: impl Into<String>,
        input: &BodyInput,
        result: Verdict,
    ) -> TestCase {
        TestCase {
            tc_id,
            requirement: requirement.into(),
            comment: None,
            input: input.to_json(),
            result,
            expected: None,
            flags: Vec::new(),
        }
    }

    /// The `body.decode` input of this case.
    pub fn body_input(&self) -> Result<BodyInput, String> {
        BodyInput::from_json(&self.input)
    }

    /// Whether the case carries `flag`.
    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }
}

/// The `expected` object of an accepted `body.decode` case: `frame_kind`, then
/// the correlation key under its field name (`corr`, Stream's `sub_stream_id`)
/// when the frame carries one.
pub fn expected(frame_kind: u16, corr: Option<(&str, Value)>) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("frame_kind".into(), Value::from(frame_kind));
    if let Some((name, v)) = corr {
        m.insert(name.to_string(), v);
    }
    m
}

/// A corpus that cannot be read.
#[derive(Debug)]
pub enum CorpusError {
    Io(String, std::io::Error),
    Json(String, serde_json::Error),
}

impl fmt::Display for CorpusError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CorpusError::Io(p, e) => write!(f, "{p}: {e}"),
            CorpusError::Json(p, e) => write!(f, "{p}: not a conformance corpus: {e}"),
        }
    }
}

impl std::error::Error for CorpusError {}

impl Corpus {
    /// An empty corpus with the N-PAMP algorithm and schema version.
    pub fn new(spec_revision: impl Into<String>) -> Corpus {
        Corpus {
            algorithm: ALGORITHM.into(),
            schema_version: "1.0.0".into(),
            spec_revision: spec_revision.into(),
            header: Vec::new(),
            number_of_tests: None,
            notes: Map::new(),
            test_groups: Vec::new(),
        }
    }

    /// Parse corpus JSON text.
    pub fn from_json(text: &str) -> Result<Corpus, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// Read a corpus file.
    pub fn read(path: &Path) -> Result<Corpus, CorpusError> {
        let p = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| CorpusError::Io(p.clone(), e))?;
        Corpus::from_json(&text).map_err(|e| CorpusError::Json(p, e))
    }

    /// The number of tests in every group.
    pub fn count_tests(&self) -> u64 {
        self.test_groups.iter().map(|g| g.tests.len() as u64).sum()
    }

    /// Set `numberOfTests` from the groups.
    pub fn finalize(&mut self) {
        self.number_of_tests = Some(self.count_tests());
    }

    /// The deterministic text: two-space pretty printing, UTF-8, final newline.
    pub fn to_json(&self) -> String {
        self.to_json_indent(b"  ")
    }

    /// As [`Corpus::to_json`] with another indentation (the reference corpora use one space).
    pub fn to_json_indent(&self, indent: &[u8]) -> String {
        let mut out = Vec::new();
        let fmt = serde_json::ser::PrettyFormatter::with_indent(indent);
        let mut ser = serde_json::Serializer::with_formatter(&mut out, fmt);
        // Serializing plain data into a Vec cannot fail; keep the empty text if it ever did.
        if self.serialize(&mut ser).is_err() {
            return String::new();
        }
        let mut s = String::from_utf8(out).unwrap_or_default();
        s.push('\n');
        s
    }

    /// Write the deterministic text to `path`.
    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        std::fs::write(path, self.to_json())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Corpus {
        let mut c = Corpus::new("draft-bubblefish-npamp-01");
        c.header = vec!["made by a test".into()];
        c.notes
            .insert("MustReject".into(), Value::from("refuse it (§4.1)"));
        let input = BodyInput {
            frame_type: 257,
            body: vec![0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a],
        };
        let mut ok = TestCase::body_decode(1, "89/6.1/x", &input, Verdict::Valid);
        ok.expected = Some(expected(257, Some(("corr", Value::from("2a")))));
        let mut bad = TestCase::body_decode(2, "89/4.1/y", &input, Verdict::Invalid);
        bad.comment = Some("bad".into());
        bad.flags = vec!["MustReject".into()];
        c.test_groups.push(TestGroup {
            op: "interaction.body.decode".into(),
            profile: Some("Standard".into()),
            tests: vec![ok, bad],
        });
        c.finalize();
        c
    }

    #[test]
    fn writes_in_the_committed_layout() {
        let text = sample().to_json();
        let want = r#"{
  "algorithm": "npamp_00",
  "schemaVersion": "1.0.0",
  "specRevision": "draft-bubblefish-npamp-01",
  "header": [
    "made by a test"
  ],
  "numberOfTests": 2,
  "notes": {
    "MustReject": "refuse it (§4.1)"
  },
  "testGroups": [
    {
      "op": "interaction.body.decode",
      "profile": "Standard",
      "tests": [
        {
          "tcId": 1,
          "requirement": "89/6.1/x",
          "in": {
            "frameType": 257,
            "body": "a20019010101412a"
          },
          "result": "valid",
          "expected": {
            "frame_kind": 257,
            "corr": "2a"
          },
          "flags": []
        },
        {
          "tcId": 2,
          "requirement": "89/4.1/y",
          "comment": "bad",
          "in": {
            "frameType": 257,
            "body": "a20019010101412a"
          },
          "result": "invalid",
          "flags": [
            "MustReject"
          ]
        }
      ]
    }
  ]
}
"#;
        assert_eq!(text, want);
        assert_eq!(Corpus::from_json(&text).ok(), Some(sample()));
    }

    #[test]
    fn body_inputs() {
        let c = sample();
        let t = &c.test_groups[0].tests[0];
        assert_eq!(t.body_input().map(|b| b.frame_type), Ok(257));
        assert!(c.test_groups[0].tests[1].has_flag("MustReject"));
        let mut m = Map::new();
        assert!(BodyInput::from_json(&m).unwrap_err().contains("frameType"));
        m.insert("frameType".into(), Value::from(70000));
        assert!(BodyInput::from_json(&m).unwrap_err().contains("16-bit"));
        m.insert("frameType".into(), Value::from(1));
        m.insert("body".into(), Value::from("zz"));
        assert!(BodyInput::from_json(&m).unwrap_err().contains("in.body"));
    }

    #[test]
    fn lenient_reading_of_minimal_and_unknown_members() {
        let c = Corpus::from_json(
            r#"{"algorithm":"npamp_00","schemaVersion":"1","specRevision":"r","extra":1,
                "testGroups":[{"op":"x","tests":[{"tcId":1,"requirement":"r","in":{},"result":"acceptable"}]}]}"#,
        )
        .expect("reads");
        assert_eq!(c.count_tests(), 1);
        assert_eq!(c.test_groups[0].tests[0].result, Verdict::Acceptable);
        assert!(Corpus::from_json(r#"{"algorithm":"npamp_00"}"#).is_err());
        assert!(Corpus::from_json(
            r#"{"algorithm":"a","schemaVersion":"1","specRevision":"r","testGroups":[{"op":"x","tests":[{"tcId":1,"requirement":"r","in":{},"result":"maybe"}]}]}"#
        )
        .is_err());
    }
}
