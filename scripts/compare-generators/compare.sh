#!/usr/bin/env bash
# Compares every output of two builds of the library byte for byte: the four Swift styles, the
# asset catalog, CSS, DTCG and resolved JSON of the shipped themes, of generated stress themes
# (make-stress-themes.py), of 1 000 generated brand themes (the bench's) and of themes built in
# code with values no theme file can state (Outputs.swift).
#
#   scripts/compare-generators/compare.sh OLD_PACKAGE NEW_PACKAGE [WORK_DIR]
#
# OLD_PACKAGE and NEW_PACKAGE are checkouts of this package, each with a release build of the
# bench (`swift build -c release --product material-theme-bench`, which builds the libraries);
# for example a `git worktree` of main and this working copy. Exits non-zero and lists the
# differing files when any output differs.
set -euo pipefail

old=$(cd "$1" && pwd)
new=$(cd "$2" && pwd)
work=${3:-$(mktemp -d)}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work"

# The theme files: shipped, stress, brands (written by the new build's bench, the same
# generator on both sides).
rm -rf "$work/stress" "$work/brands"
python3 "$here/make-stress-themes.py" "$work/stress"
"$new/.build/release/material-theme-bench" --write-brands "$work/brands" 1000 >/dev/null

# Builds Outputs.swift against a package's release modules and objects.
build_outputs() {
  local package=$1 binary=$2 release="$1/.build/release"
  local objects=()
  for module in MaterialTheming MaterialThemingCore MaterialThemingPOSIX CImageShims; do
    objects+=("$release/$module.build/"*.o)
  done
  swiftc -O -parse-as-library -module-name Outputs "$here/Outputs.swift" \
    -I "$release/Modules" \
    -Xcc -fmodule-map-file="$package/Sources/CJSONC/module.modulemap" \
    -Xcc -fmodule-map-file="$package/Sources/CPNG/module.modulemap" \
    -Xcc -fmodule-map-file="$package/Sources/CJPEG/module.modulemap" \
    -Xcc -fmodule-map-file="$release/CImageShims.build/module.modulemap" \
    -Xcc -I -Xcc "$package/Sources/CImageShims/include" \
    $(pkg-config --cflags-only-I json-c libpng libjpeg | sed 's/-I/-Xcc -I/g') \
    "${objects[@]}" $(pkg-config --libs json-c libpng libjpeg) -o "$binary"
}

for side in old new; do
  package=$([ "$side" = old ] && echo "$old" || echo "$new")
  build_outputs "$package" "$work/outputs-$side"
  rm -rf "$work/out-$side"
  "$work/outputs-$side" "$work/out-$side" "$new/Themes" "$work/stress" "$work/brands"
done

files=$(find "$work/out-new" -type f | wc -l)
if diff -r "$work/out-old" "$work/out-new" >"$work/diff.txt"; then
  echo "identical: $files files ($work/out-old, $work/out-new)"
else
  echo "DIFFERENT ($work/diff.txt):"
  grep -E '^(diff|Only in)' "$work/diff.txt" | head -40
  exit 1
fi
