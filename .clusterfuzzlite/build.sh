#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build script: the ONE copy (oss-fuzz/projects/
# npamp-workbench/build.sh execs this file). It runs inside the OSS-Fuzz Rust
# base builder (gcr.io/oss-fuzz-base/base-builder-rust, where `compile` calls
# it) and on a plain machine with rustup + nightly + cargo-fuzz
# (crates/fuzz-check/tests/oss_fuzz_build.rs runs it that way).
#
# Environment (OSS-Fuzz's contract):
#   SRC        required; the repository is $SRC/npamp-workbench
#   OUT        required; receives, per fuzz target <t>:
#                <t>                 the libFuzzer binary (ONE per target: the
#                                    input's first byte picks the channel,
#                                    b0 % channels, channels in schema/ order)
#                <t>_seed_corpus.zip fuzz/seeds/<t>-<channel>/* with that byte
#                                    prefixed (fuzz/seeds/<t>-all/*: verbatim)
#                <t>.options         [libfuzzer] dict = <t>.dict, max_len = ...
#                <t>.dict            fuzz/dict/cbor.dict
#   WORK       scratch (default: a mktemp dir); the corpora are staged here
#   SANITIZER  address (default) | none | coverage: address and none are
#              passed to `cargo fuzz build --sanitizer`; coverage builds with
#              `--sanitizer none` (the base image's cargo wrapper and RUSTFLAGS
#              add the instrumentation). Anything else (memory, undefined, ...)
#              is refused: project.yaml lists address only.
#   CARGO_BUILD_TARGET  the target triple (default: rustc's host)
#   CARGO_TARGET_DIR    where cargo builds (default: fuzz/target)
#
# No NPAMP_FUZZ_CHANNEL here: OSS-Fuzz runs the binaries without our
# environment, so the channel always comes from the input's first byte.
set -euo pipefail

: "${SRC:?SRC must be set (the repository is \$SRC/npamp-workbench)}"
: "${OUT:?OUT must be set}"
WORK="${WORK:-$(mktemp -d)}"
SANITIZER="${SANITIZER:-address}"

cd "$SRC/npamp-workbench"
mkdir -p "$OUT" "$WORK"

# Toolchain: cargo-fuzz needs nightly. The OSS-Fuzz image's default toolchain
# is nightly; elsewhere pick rustup's `nightly` through RUSTUP_TOOLCHAIN (not
# `cargo +nightly`: the image's cargo wrapper looks at `$1 == fuzz`).
if ! rustc --version 2>/dev/null | grep -q nightly; then
  export RUSTUP_TOOLCHAIN=nightly
  if ! rustc --version 2>/dev/null | grep -q nightly; then
    echo "build.sh: needs a nightly Rust toolchain (rustup toolchain install nightly)" >&2
    exit 2
  fi
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "build.sh: needs cargo-fuzz (cargo install cargo-fuzz --locked)" >&2
  exit 2
fi

case "$SANITIZER" in
  address | none) cf_sanitizer="$SANITIZER" ;;
  coverage) cf_sanitizer=none ;;
  *)
    echo "build.sh: SANITIZER=$SANITIZER is not supported (address, none, coverage)" >&2
    exit 2
    ;;
esac

triple="${CARGO_BUILD_TARGET:-$(rustc -vV | sed -n 's/^host: //p')}"
target_dir="${CARGO_TARGET_DIR:-fuzz/target}"
case "$target_dir" in /*) ;; *) target_dir="$PWD/$target_dir" ;; esac

mapfile -t targets < <(cargo fuzz list --fuzz-dir fuzz)
if [ "${#targets[@]}" -eq 0 ]; then
  echo "build.sh: cargo fuzz list found no targets" >&2
  exit 1
fi

cargo fuzz build -O --fuzz-dir fuzz --sanitizer "$cf_sanitizer" \
  --target "$triple" --target-dir "$target_dir"

# Channel index = position of schema/<channel>.yaml in byte order: the order
# of npamp_generated::CHANNELS (generated/build.rs sorts the stems), which is
# what `b0 % channels` indexes (npamp_fuzz_check::run_input).
mapfile -t channels < <(cd schema && printf '%s\n' *.yaml | LC_ALL=C sort | sed 's/\.yaml$//')
channel_index() {
  local i
  for i in "${!channels[@]}"; do
    if [ "${channels[$i]}" = "$1" ]; then
      echo "$i"
      return 0
    fi
  done
  return 1
}

# Stored (not deflated) entries: the seeds are a few hundred bytes.
make_zip() { # make_zip <zip> <dir>
  rm -f "$1"
  if command -v zip >/dev/null 2>&1; then
    (cd "$2" && find . -maxdepth 1 -type f -printf '%f\n' | LC_ALL=C sort | zip -q -0 -X "$1" -@)
  else
    python3 - "$1" "$2" <<'PY'
import os, sys, zipfile
out, src = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as z:
    for name in sorted(os.listdir(src)):
        z.write(os.path.join(src, name), name)
PY
  fi
}

for t in "${targets[@]}"; do
  bin="$target_dir/$triple/release/$t"
  if [ ! -x "$bin" ]; then
    echo "build.sh: cargo fuzz build produced no $bin" >&2
    exit 1
  fi
  cp "$bin" "$OUT/$t"

  stage="$WORK/seeds/$t"
  rm -rf "$stage"
  mkdir -p "$stage"
  for dir in fuzz/seeds/"$t"-*/; do
    [ -d "$dir" ] || continue
    dir="${dir%/}"
    channel="${dir#fuzz/seeds/"$t"-}"
    for f in "$dir"/*; do
      [ -f "$f" ] || continue
      if [ "$channel" = all ]; then
        cp "$f" "$stage/$(basename "$f")"
      else
        if ! i="$(channel_index "$channel")"; then
          echo "build.sh: $dir: no schema/$channel.yaml" >&2
          exit 1
        fi
        { printf "\\$(printf '%03o' "$i")"; cat "$f"; } >"$stage/$channel-$(basename "$f")"
      fi
    done
  done
  if [ -n "$(ls -A "$stage")" ]; then
    make_zip "$(cd "$OUT" && pwd)/${t}_seed_corpus.zip" "$stage"
  else
    echo "build.sh: warning: no seeds for $t" >&2
  fi

  # max_len: decode / structured / cross frames with every field at its bound
  # stay well under 4 KiB (longest seed: ~200 bytes); an exchange is at most
  # 200 steps of a few bytes each.
  case "$t" in
    exchange) max_len=1024 ;;
    *) max_len=4096 ;;
  esac
  cp fuzz/dict/cbor.dict "$OUT/$t.dict"
  printf '[libfuzzer]\ndict = %s.dict\nmax_len = %s\n' "$t" "$max_len" >"$OUT/$t.options"
done

echo "build.sh: ${#targets[@]} target(s) in $OUT: ${targets[*]}"
