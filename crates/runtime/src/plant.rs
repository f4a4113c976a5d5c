//! TEST-ONLY planted decoder bugs, for the fuzzers' self-tests
//! (`cargo xtask fuzz --plant NAME`, `crates/fuzz-check/tests/plant.rs`).
//!
//! A plant is switched on by `--cfg npamp_plant="NAME"` in RUSTFLAGS (never a
//! Cargo feature, so `--all-features` cannot reach it); in every other build
//! each test below is the constant `false` and the check it guards compiles to
//! what it was. One plant per construct of the schema language:
//!
//! | plant | where | the bug |
//! |---|---|---|
//! | `key-order` | `read.rs` | map keys out of order or repeated are accepted |
//! | `utf8` | `read.rs` | invalid UTF-8 text is accepted |
//! | `rule` | `error.rs` | a `range` refusal is reported as `len` |
//! | `float-shortest` | `read.rs` | a float wider than its shortest exact form is accepted |
//! | `record-required` | emitted record decoders | a record's required scalar / text / byte-string sub-field may be absent |
//! | `record-array` | emitted array-of-records loops | only the first record of an array is checked; the others are only skipped |
//! | `condition` | [`armed`] | `required_when` / `present_iff` / `absent_unless` are not checked |
//! | `const` | [`armed`] | `const` is not checked |
//! | `at-least-one` | [`armed`] | `at_least_one` is not checked |
//! | `relation` | [`armed`] | `relation` (within a frame) is not checked |
//! | `cross-relation` | [`armed`] | `cross_relation` (a reply against its request) is not checked |
//! | `format` | [`armed`] | `format` (a text format: RFC 3339, hex) is not checked |

use super::error::Rule;

/// Whether the emitted check of schema rule `rule` runs: `true` except under
/// the plant that switches that kind of rule off.
#[inline(always)]
pub const fn armed(rule: Rule) -> bool {
    !match rule {
        Rule::RequiredWhen | Rule::PresentIff | Rule::AbsentUnless => {
            cfg!(npamp_plant = "condition")
        }
        Rule::Const => cfg!(npamp_plant = "const"),
        Rule::AtLeastOne => cfg!(npamp_plant = "at-least-one"),
        Rule::Relation => cfg!(npamp_plant = "relation"),
        Rule::CrossRelation => cfg!(npamp_plant = "cross-relation"),
        Rule::Format => cfg!(npamp_plant = "format"),
        _ => false,
    }
}

/// Whether item `index` of an array of records is decoded and checked
/// (`false` only under the `record-array` plant, for every item after the first).
#[inline(always)]
pub const fn checks_item(index: usize) -> bool {
    index == 0 || !cfg!(npamp_plant = "record-array")
}
