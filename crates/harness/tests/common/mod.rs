//! Deterministic pseudo-random inputs shared by the tests (testkit's SplitMix64).
#![allow(dead_code)]

pub use npamp_testkit::span::inputs;
