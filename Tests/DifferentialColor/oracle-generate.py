#!/usr/bin/env python3
"""Differential fixture of upstream Material Color Utilities (Java) for the dynamic color engine.

Draws (source colors, variant, appearance, contrast, spec, platform) combinations with a fixed RNG
seed, asks mcu-oracle (upstream's Java at the commit in its COMMIT file, see its README) for every
role of MaterialDynamicColors.allDynamicColors(), and writes one compact line per combination.

Coverage: every variant x spec 2021/2025/2026 x phone/watch x light/dark with random seeds and
contrast levels in [-1, 1] (a quarter of them at the anchors -1, 0, 0.5, 1); CMF (spec 2026 only)
with random second seeds (and some single seeds); some non-CMF requests carry a second seed (upstream
ignores it); CMF with specs 2021/2025 must fail.

Output (text, one line per combination, fields separated by one space):
  # header lines (generator, oracle commit, role order)
  SEEDS VARIANT DARK CONTRAST SPEC PLATFORM COLORS
SEEDS is RRGGBB[,RRGGBB]; VARIANT the oracle's name (TONAL_SPOT...); DARK 0/1; CONTRAST as given to
the oracle; COLORS the 67 roles' RRGGBB concatenated in the header's order followed by the alpha of
controlHighlight (AA; every other role is opaque, which the generator checks), or `error` when the
oracle rejects the combination.

Usage: oracle-generate.py ORACLE_DIR OUTPUT
"""
import json
import random
import subprocess
import sys

RNG_SEED = 20261130
SEEDS_PER_CELL = 88
CMF_SEEDS_PER_CELL = 176
CMF_WRONG_SPEC = 24
VARIANTS = ["MONOCHROME", "NEUTRAL", "TONAL_SPOT", "VIBRANT", "EXPRESSIVE", "FIDELITY", "CONTENT",
            "RAINBOW", "FRUIT_SALAD"]
SPECS = ["2021", "2025", "2026"]
PLATFORMS = ["PHONE", "WATCH"]
ANCHORS = [-1.0, 0.0, 0.5, 1.0]


def contrast(rng):
    if rng.random() < 0.25:
        return rng.choice(ANCHORS)
    return round(rng.uniform(-1, 1), 4)


def seed(rng):
    return "%06X" % rng.randrange(0x1000000)


def requests():
    rng = random.Random(RNG_SEED)
    out = []
    for variant in VARIANTS:
        for spec in SPECS:
            for platform in PLATFORMS:
                for dark in (0, 1):
                    for _ in range(SEEDS_PER_CELL):
                        seeds = [seed(rng)]
                        if rng.random() < 0.1:
                            seeds.append(seed(rng))
                        out.append((seeds, variant, dark, contrast(rng), spec, platform))
    for platform in PLATFORMS:
        for dark in (0, 1):
            for _ in range(CMF_SEEDS_PER_CELL):
                first = seed(rng)
                roll = rng.random()
                if roll < 0.1:
                    seeds = [first]
                elif roll < 0.15:
                    seeds = [first, first]
                else:
                    seeds = [first, seed(rng)]
                out.append((seeds, "CMF", dark, contrast(rng), "2026", platform))
    for _ in range(CMF_WRONG_SPEC):
        out.append(([seed(rng), seed(rng)], "CMF", rng.randrange(2), contrast(rng),
                    rng.choice(["2021", "2025"]), rng.choice(PLATFORMS)))
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: oracle-generate.py ORACLE_DIR OUTPUT")
    oracle_dir, output = sys.argv[1], sys.argv[2]
    oracle = oracle_dir + "/mcu-oracle"
    roles = subprocess.run([oracle, "--roles"], check=True, capture_output=True,
                           text=True).stdout.split()
    commit = open(oracle_dir + "/COMMIT").read().split()[0]
    reqs = requests()
    lines = ["%s %s %s %r %s %s" % (",".join(s), v, "true" if d else "false", c, sp, p)
             for (s, v, d, c, sp, p) in reqs]
    answers = subprocess.run([oracle], input="\n".join(lines) + "\n", check=True,
                             capture_output=True, text=True).stdout.splitlines()
    if len(answers) != len(reqs):
        sys.exit("oracle answered %d lines for %d requests" % (len(answers), len(reqs)))
    rows = ["# upstream material-color-utilities (Java) via mcu-oracle; generator "
            "Tests/DifferentialColor/oracle-generate.py, RNG seed %d" % RNG_SEED,
            "# commit %s" % commit,
            "# roles " + " ".join(roles)]
    for (s, v, d, c, sp, p), answer in zip(reqs, answers):
        obj = json.loads(answer)
        if list(obj) == ["error"]:
            colors = "error"
        else:
            parts = []
            for role in roles:
                value = obj[role]
                if value is None:
                    sys.exit("null role %s" % role)
                if role != "controlHighlight" and value[7:] != "FF":
                    sys.exit("translucent role %s: %s" % (role, value))
                parts.append(value[1:7])
            colors = "".join(parts) + obj["controlHighlight"][7:]
        rows.append("%s %s %d %r %s %s %s" % (",".join(s), v, d, c, sp, p, colors))
    with open(output, "w") as f:
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
