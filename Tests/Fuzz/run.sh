#!/usr/bin/env bash
# Builds the libFuzzer harness with AddressSanitizer and fuzzes the theme loader for SECONDS.
#
#   Tests/Fuzz/run.sh 60      # the CI smoke run
#   Tests/Fuzz/run.sh 1800    # a long run; figures go in Tests/Fuzz/README.md
#
# Seeds: Themes/*.json and the bad-input fixtures. New inputs accumulate in
# .build/corpus (kept between runs); a crash leaves crash-* in .build/artifacts and fails the run.
set -euo pipefail

seconds="${1:?usage: run.sh SECONDS}"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
scratch="$here/.build"

build=(swift build --package-path "$here" --scratch-path "$scratch"
  --sanitize=fuzzer --sanitize=address --product FuzzThemeLoader)
# SwiftPM passes the two sanitizers as separate -sanitize= flags and the Swift 6.3 driver keeps
# only the last, which drops the fuzzer's coverage instrumentation (libFuzzer then reports
# "no interesting inputs"); the combined flag, passed last, restores it.
build+=(-Xswiftc -sanitize=fuzzer,address)
mkdir -p "$scratch"
if ! "${build[@]}" >"$scratch/build.log" 2>&1; then
  grep -v "Cannot export local symbol" "$scratch/build.log" >&2
  echo "run.sh: build failed" >&2
  exit 1
fi
binary="$("${build[@]}" --show-bin-path)/FuzzThemeLoader"

corpus="$scratch/corpus"
artifacts="$scratch/artifacts"
work="$scratch/work"
mkdir -p "$corpus" "$artifacts" "$work"
rm -f "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-*
# `extends` paths in fuzz inputs resolve against the working directory: give them real themes.
cp "$repo"/Themes/*.json "$work/"

log="$scratch/fuzz-$(date +%Y%m%d-%H%M%S).log"
status=0
(
  cd "$work"
  ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" "$binary" \
    -max_total_time="$seconds" -workers=1 -jobs=1 -timeout=10 -rss_limit_mb=2048 \
    -dict="$here/theme.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$corpus" "$repo/Themes" "$repo/Tests/MaterialThemingTests/Loading/BadInput/Fixtures"
) || status=$?
# With -jobs, libFuzzer writes the worker's output to fuzz-0.log in the working directory.
if [ -f "$work/fuzz-0.log" ]; then mv "$work/fuzz-0.log" "$log"; fi
[ -f "$log" ] && grep -E "^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::|ERROR|SUMMARY|crash-|leak-|timeout-" "$log" |
  awk '!seen[$0]++' || true

crashes=$(find "$artifacts" -type f | wc -l)
if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
  echo "run.sh: the fuzzer found $crashes problem input(s) (exit $status); see $artifacts and $log" >&2
  exit 1
fi
echo "run.sh: no crashes in ${seconds}s; log: $log"
