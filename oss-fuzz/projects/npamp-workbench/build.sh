#!/bin/bash -eu
# OSS-Fuzz build script. One source of truth: the repository's ClusterFuzzLite
# script, which builds every cargo-fuzz target and writes the binaries, seed
# corpora, options and dictionaries to $OUT (see its header).
exec "$SRC/npamp-workbench/.clusterfuzzlite/build.sh" "$@"
