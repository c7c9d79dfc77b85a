#!/bin/sh
# Regenerates the upstream (Java) differential fixture with mcu-oracle into a temporary file and
# compares it with the committed one. Exits non-zero when they differ or the generator fails;
# exits 0 with a message when the oracle is absent (it lives outside the repository).
#
# Usage: Tests/DifferentialColor/check-oracle.sh [ORACLE_DIR]
#   ORACLE_DIR defaults to $MCU_ORACLE or ../shared/tools/mcu-oracle beside the repository.
#   Needs python3 and Java 17+ (the oracle's own requirement).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
oracle=${1:-${MCU_ORACLE:-$root/../shared/tools/mcu-oracle}}
fixture="$root/Tests/MaterialThemingCoreTests/DynamicColor/Fixtures/mcu-oracle.txt"

if [ ! -d "$oracle" ]; then
  echo "skipped: no mcu-oracle directory at $oracle (the committed fixture is still tested by swift test)"
  exit 0
fi

fresh=$(mktemp "${TMPDIR:-/tmp}/mcu-oracle-fixture.XXXXXX")
trap 'rm -f "$fresh"' EXIT INT TERM
python3 "$here/oracle-generate.py" "$oracle" "$fresh"

if cmp -s "$fresh" "$fixture"; then
  echo "oracle fixture matches upstream at $(cut -d' ' -f1 "$oracle/COMMIT") ($(grep -vc '^#' "$fixture") combinations)"
else
  echo "error: committed fixture differs from a fresh mcu-oracle run:" >&2
  diff "$fixture" "$fresh" | cut -c1-200 | head -n 20 >&2 || true
  exit 1
fi
