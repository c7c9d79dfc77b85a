#!/usr/bin/env bash
# Builds a libFuzzer harness with AddressSanitizer and fuzzes it for SECONDS.
#
#   Tests/Fuzz/run.sh 60              # the CI smoke run of the theme loader
#   Tests/Fuzz/run.sh 1800            # a long run; figures go in Tests/Fuzz/README.md
#   Tests/Fuzz/run.sh 10 FuzzPNG      # the PNG decoder (FuzzJPEG: the JPEG decoder)
#   Tests/Fuzz/run.sh 60 FuzzTokens   # the design-token readers (first byte picks the reader)
#   Tests/Fuzz/run.sh 20 FuzzBuildManifest
#
# Seeds: Themes/*.json and the bad-input fixtures (loader), the generated PNG / JPEG fixtures
# (decoders), the token fixtures each behind its reader's byte (tokens), or sample manifests. New inputs accumulate in .build/corpus (loader) or .build/corpus-TARGET (kept
# between runs); a crash leaves crash-* in .build/artifacts and fails the run.
set -euo pipefail

seconds="${1:?usage: run.sh SECONDS [FuzzThemeLoader|FuzzPNG|FuzzJPEG|FuzzTokens|FuzzBuildManifest]}"
target="${2:-FuzzThemeLoader}"
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
scratch="$here/.build"

build=(swift build --package-path "$here" --scratch-path "$scratch"
  --sanitize=fuzzer --sanitize=address --product "$target")
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
binary="$("${build[@]}" --show-bin-path)/$target"

images="$repo/Tests/MaterialThemingTests/Images/Fixtures"
case "$target" in
  FuzzThemeLoader)
    corpus="$scratch/corpus"
    seeds=("$repo/Themes" "$repo/Tests/MaterialThemingTests/Loading/BadInput/Fixtures")
    options=(-dict="$here/theme.dict")
    ;;
  FuzzPNG | FuzzJPEG)
    corpus="$scratch/corpus-$target"
    extension=png
    [ "$target" = FuzzJPEG ] && extension=jpg
    seeds=("$scratch/seeds-$target")
    mkdir -p "${seeds[0]}"
    cp "$images"/*."$extension" "${seeds[0]}/"
    options=(-max_len=65536)
    ;;
  FuzzTokens)
    corpus="$scratch/corpus-$target"
    seeds=("$scratch/seeds-$target")
    rm -rf "${seeds[0]}"
    mkdir -p "${seeds[0]}"
    # The reader bytes of FuzzTokens.swift: 0 DTCG, 1 Style Dictionary, 2 Tokens Studio,
    # 3 Figma, 4 Theme Builder, 5 detected, 6 DTCG resolver. Each fixture is seeded for its
    # own reader and for detection.
    tests="$repo/Tests/MaterialThemingTests"
    seed() { # BYTE FILE
      local name
      name="$(printf '%s' "$2" | cksum | cut -d' ' -f1)"
      { printf "\\$(printf '%03o' "$1")"; cat "$2"; } >"${seeds[0]}/$1-$name.json"
      { printf '\005'; cat "$2"; } >"${seeds[0]}/5-$name.json"
    }
    while IFS= read -r -d '' file; do
      case "$(basename "$file")" in
        style-dictionary-*) seed 1 "$file" ;;
        tokens-studio-*) seed 2 "$file" ;;
        figma-*) seed 3 "$file" ;;
        material-theme-*) seed 4 "$file" ;;
        *) seed 0 "$file" ;;
      esac
    done < <(find "$tests/Formats/Fixtures" "$tests/Document/Fixtures" -maxdepth 2 -type f \
      -name '*.json' -print0)
    while IFS= read -r -d '' file; do seed 2 "$file"; done < <(
      find "$tests/Formats/Fixtures/tokens-corpus/tokens-studio-lion" -type f -name '*.json' -print0)
    while IFS= read -r -d '' file; do seed 0 "$file"; seed 1 "$file"; seed 2 "$file"; done < <(
      find "$tests/Loading/BadInput/Fixtures/tokens/support" -type f -name '*.json' -print0)
    while IFS= read -r -d '' file; do seed 6 "$file"; done < <(
      find "$tests/Formats/Fixtures/tokens-corpus" "$tests/Loading/BadInput/Fixtures/tokens/support" \
        -type f -name '*resolver*.json' -print0)
    options=(-dict="$here/tokens.dict" -max_len=65536)
    ;;
  FuzzBuildManifest)
    corpus="$scratch/corpus-$target"
    seeds=("$scratch/seeds-$target")
    mkdir -p "${seeds[0]}"
    printf '%s\n' '{"sources": ["Brands/*.json", "Exports/*/material-theme.json"], "outputs": [{"to": "swiftui", "path": "Generated/{name}Theme.swift"}, {"to": "xcassets", "path": "Generated/{name}.xcassets"}, {"to": "css", "path": "web/{folder}/{name}.css"}]}' >"${seeds[0]}/example.json"
    printf '%s\n' '{"$schema": "x", "sources": ["**/*.json"], "outputs": [{"to": "dtcg", "path": "out/{folder}.tokens.json"}]}' >"${seeds[0]}/globstar.json"
    printf '%s\n' '{"sources": [], "outputs": [{"to": "swift", "path": "{name}"}]}' >"${seeds[0]}/minimal.json"
    options=(-dict="$here/theme.dict")
    ;;
  *)
    echo "run.sh: unknown target '$target'" >&2
    exit 64
    ;;
esac
artifacts="$scratch/artifacts"
work="$scratch/work"
mkdir -p "$corpus" "$artifacts" "$work"
rm -f "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-*
# `extends` paths in fuzz inputs resolve against the working directory: give them real themes.
cp "$repo"/Themes/*.json "$work/"

log="$scratch/fuzz-$target-$(date +%Y%m%d-%H%M%S).log"
status=0
(
  cd "$work"
  ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1" "$binary" \
    -max_total_time="$seconds" -workers=1 -jobs=1 -timeout=10 -rss_limit_mb=2048 \
    "${options[@]}" -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$corpus" "${seeds[@]}"
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
echo "run.sh: $target: no crashes in ${seconds}s; log: $log"
