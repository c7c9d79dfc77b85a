#!/bin/sh
# Regenerates the materialyoucolor 3.0.4 differential fixture into a temporary file and compares
# it with the committed one. Exits non-zero when they differ or the generator fails.
#
# Usage: Tests/DifferentialColor/check.sh [VENV_DIR]
#   VENV_DIR defaults to $MYC_VENV or .build/materialyoucolor-venv; it is created (and
#   materialyoucolor==3.0.4 installed with pip) when it has no python yet.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
venv=${1:-${MYC_VENV:-$root/.build/materialyoucolor-venv}}
fixture="$root/Tests/MaterialThemingCoreTests/DynamicColor/Fixtures/materialyoucolor-3.0.4.jsonl"

if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import importlib.metadata as m; assert m.version("materialyoucolor") == "3.0.4"' 2>/dev/null; then
  "$venv/bin/pip" install --quiet materialyoucolor==3.0.4
fi

fresh=$(mktemp "${TMPDIR:-/tmp}/materialyoucolor-fixture.XXXXXX")
trap 'rm -f "$fresh"' EXIT INT TERM
"$venv/bin/python" "$here/generate.py" "$fresh"

if cmp -s "$fresh" "$fixture"; then
  echo "differential fixture matches materialyoucolor 3.0.4 ($(($(wc -l < "$fixture") - 1)) combinations)"
else
  echo "error: committed fixture differs from a fresh materialyoucolor 3.0.4 run:" >&2
  diff "$fixture" "$fresh" | head -n 20 >&2 || true
  exit 1
fi
