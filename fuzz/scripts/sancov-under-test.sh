#!/bin/bash
# RUSTC_WRAPPER for `cargo xtask fuzz --engine libfuzzer --instrument under-test`
# (the default): keeps cargo-fuzz's SanitizerCoverage flags only on the crates
# named in $NPAMP_SANCOV_CRATES (the generated codecs, the harness and the fuzz
# target binaries: `campaign::under_test_crates`) and drops them from every other crate (the oracle, ciborium,
# serde, the schema model, ...). libFuzzer's per-execution work grows with the
# number of instrumented edges (it scans and clears every 8-bit counter after
# each run), and the oracle is the reference, not the code under test.
# `--instrument all` does not use this wrapper.
rustc="$1"
shift
name=""
prev=""
for a in "$@"; do
  [ "$prev" = "--crate-name" ] && name="$a"
  prev="$a"
done
case " ${NPAMP_SANCOV_CRATES:-} " in
  *" $name "*) exec "$rustc" "$@" ;;
esac
args=()
for a in "$@"; do
  case "$a" in
    -Cpasses=sancov-module | -Cllvm-args=-sanitizer-coverage*) ;;
    *) args+=("$a") ;;
  esac
done
exec "$rustc" "${args[@]}"
