#!/usr/bin/env python3
"""Differential fixture of upstream Material Color Utilities (Java) for schemes over explicit
palettes: `DynamicScheme(sourceColorHct, variant, isDark, contrastLevel, platform, specVersion,
primary, secondary, tertiary, neutral, neutralVariant, error)`.

mcu-oracle builds schemes from source colors only, so this runs CustomPaletteSchemes.java (beside
this script) against the oracle's jar (upstream's Java at the commit in its COMMIT file). Requests:
the palettes Material Theme Builder derives from an export's core colors (each color's hue at
chroma 36, neutrals at 6 and 8, tonal spot; and TonalPalette.fromInt of each color with content's
neutral and error palettes of the seed, content, for color match), plus random hue/chroma palettes, over tonal spot, content, fidelity, neutral and
vibrant rules, specs 2021 and 2025, light and dark, contrast -1, 0, 0.5, 1 and random levels.

Output: "# …" header lines, then one line per request: the request's six fields and the 67 roles'
RRGGBB concatenated in the header's order.

Usage: custom-palettes-generate.py ORACLE_DIR OUTPUT
"""
import os
import random
import subprocess
import sys
import tempfile

RNG_SEED = 20261201
HERE = os.path.dirname(os.path.abspath(__file__))
# Core colors of real exports (Tests/MaterialThemingTests/Lint/Fixtures/real, and the hues of
# others seen while measuring): primary, secondary, tertiary, neutral, neutralVariant, error.
CORES = [
    ["A67C52", "FFD700", "21FFFF", "211A16", None, None],
    ["6F92CC", "42A17F", "FF9C7F", "99B991", None, None],
    ["8CAAEE", "85C1DC", "BABBF1", "CCD0DA", "BCC0CC", "E64553"],
    ["A83C54", "692534", "FCBFB9", None, None, None],
    ["007FA7", "85CFE8", "002D69", None, None, None],
]
CHROMA = [36, 36, 36, 6, 8, 36]


def theme_builder_palettes(core):
    """Each core color's hue at its chroma (a missing one: the seed's hue; error 25/84)."""
    seed = core[0]
    out = []
    for index, color in enumerate(core):
        if index == 5 and not color:
            out.append("25/84")
        else:
            out.append("%s@%d" % (color or seed, CHROMA[index]))
    return out


def requests():
    rng = random.Random(RNG_SEED)
    lines = []
    levels = [-1.0, 0.0, 0.5, 1.0]
    for core in CORES:
        palettes = theme_builder_palettes(core)
        # Color match: TonalPalette.fromInt of each core color; content's palettes of the seed
        # for the neutrals and error the export does not state.
        keys = ["primary", "secondary", "tertiary", "neutral", "neutralVariant", "error"]
        match = [c or "content:%s:%s" % (core[0], keys[i]) for i, c in enumerate(core)]
        for dark in (0, 1):
            for level in levels + [round(rng.uniform(-1, 1), 4)]:
                lines.append("%s TONAL_SPOT %d %s 2021 %s" % (core[0], dark, level, ",".join(palettes)))
                lines.append("%s CONTENT %d %s 2021 %s" % (core[0], dark, level, ",".join(match)))
    for _ in range(120):
        source = "%06X" % rng.randrange(0x1000000)
        palettes = ["%.4f/%.2f" % (rng.uniform(0, 360), rng.choice([rng.uniform(0, 120), 36, 16, 6]))
                    for _ in range(6)]
        variant = rng.choice(["TONAL_SPOT", "CONTENT", "FIDELITY", "NEUTRAL", "VIBRANT"])
        spec = rng.choice(["2021", "2025"])
        level = rng.choice(levels + [round(rng.uniform(-1, 1), 4)])
        lines.append("%s %s %d %s %s %s" % (source, variant, rng.randrange(2), level, spec,
                                            ",".join(palettes)))
    return lines


def main():
    oracle, output = sys.argv[1], sys.argv[2]
    jar = os.path.join(oracle, "mcu-oracle.jar")
    commit = open(os.path.join(oracle, "COMMIT")).read().split()[0]
    with tempfile.TemporaryDirectory() as classes:
        subprocess.run(["javac", "-cp", jar, "-d", classes,
                        os.path.join(HERE, "CustomPaletteSchemes.java")], check=True)
        answer = subprocess.run(["java", "-cp", jar + os.pathsep + classes, "CustomPaletteSchemes"],
                                input="\n".join(requests()) + "\n", capture_output=True,
                                text=True, check=True).stdout
    with open(output, "w") as f:
        f.write("# upstream material-color-utilities (Java), DynamicScheme over explicit palettes; "
                "generator Tests/DifferentialColor/custom-palettes-generate.py, RNG seed %d\n"
                % RNG_SEED)
        f.write("# commit %s\n" % commit)
        f.write(answer)


main()
