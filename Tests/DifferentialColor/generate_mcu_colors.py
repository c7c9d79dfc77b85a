#!/usr/bin/env python3
"""Oracle fixture for the public color science and custom colors.

Draws (design, source, blend) triples with a fixed RNG seed, plus every pair of a few edge colors
(black, white, grays, the sRGB primaries and secondaries), and asks the mcu-oracle (upstream
material-color-utilities Java, /work/shared/tools/mcu-oracle) for `harmonize DESIGN SOURCE` and
`custom DESIGN SOURCE BLEND`.

Output (JSON Lines): a header line {"oracle": "mcu-oracle", "commit": ..., "count": N}, then one
line per triple:
  {"design": "RRGGBB", "source": "RRGGBB", "blend": true, "harmonized": "#RRGGBB",
   "custom": {"value": ..., "light": {...}, "dark": {...}}}

Usage: generate_mcu_colors.py OUTPUT.jsonl [--oracle PATH] [--count N]
"""
import argparse
import json
import os
import random
import subprocess

RNG_SEED = 20261130
DEFAULT_COUNT = 3000
EDGES = ["000000", "FFFFFF", "808080", "777777", "FF0000", "00FF00", "0000FF", "FFFF00",
         "00FFFF", "FF00FF", "6750A4", "E6781E", "2E7D32", "B3261E"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--oracle", default=os.environ.get(
        "MCU_ORACLE", "/work/shared/tools/mcu-oracle/mcu-oracle"))
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT)
    args = parser.parse_args()

    rng = random.Random(RNG_SEED)
    triples = [(a, b, (i + j) % 2 == 0) for i, a in enumerate(EDGES) for j, b in enumerate(EDGES)]
    while len(triples) < args.count:
        triples.append(("%06X" % rng.randrange(1 << 24), "%06X" % rng.randrange(1 << 24),
                        rng.random() < 0.5))

    requests = []
    for design, source, blend in triples:
        requests.append("harmonize %s %s" % (design, source))
        requests.append("custom %s %s %s" % (design, source, "true" if blend else "false"))
    answer = subprocess.run([args.oracle], input="\n".join(requests) + "\n", capture_output=True,
                            text=True, check=True)
    lines = answer.stdout.splitlines()
    if len(lines) != len(requests):
        raise SystemExit("oracle answered %d lines for %d requests" % (len(lines), len(requests)))

    commit_file = os.path.join(os.path.dirname(args.oracle), "COMMIT")
    commit = open(commit_file).read().split()[0] if os.path.exists(commit_file) else "unknown"
    with open(args.output, "w") as out:
        out.write(json.dumps({"oracle": "mcu-oracle", "commit": commit, "count": len(triples)})
                  + "\n")
        for index, (design, source, blend) in enumerate(triples):
            harmonized = json.loads(lines[2 * index])
            custom = json.loads(lines[2 * index + 1])
            if list(harmonized) == ["error"] or list(custom) == ["error"]:
                raise SystemExit("oracle error for %s %s: %s %s" % (design, source, harmonized, custom))
            out.write(json.dumps({"design": design, "source": source, "blend": blend,
                                  "harmonized": harmonized["harmonized"], "custom": custom}) + "\n")


if __name__ == "__main__":
    main()
