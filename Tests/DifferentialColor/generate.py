#!/usr/bin/env python3
"""Differential fixture for MaterialTheming's dynamic color engine.

Draws random (seed, variant, appearance, contrast, spec) combinations with a fixed RNG seed and
records every role's color as computed by the PyPI package `materialyoucolor` 3.0.4 (pure Python
port of Material Color Utilities), passing `spec_version` explicitly.

Output (JSON Lines): the first line is a header naming the generator and the role order of each
spec; every following line is one combination:
  {"seed": "RRGGBB", "variant": "tonal-spot", "dark": false, "contrast": 0.5, "spec": "2021",
   "colors": ["RRGGBB", ...]}   # in the header's role order for that spec, alpha always FF

Usage: generate.py OUTPUT.jsonl [--count N] [--allow-gaps]
"""
import argparse
import json
import random
import sys

import materialyoucolor
from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.scheme.scheme_content import SchemeContent
from materialyoucolor.scheme.scheme_expressive import SchemeExpressive
from materialyoucolor.scheme.scheme_fidelity import SchemeFidelity
from materialyoucolor.scheme.scheme_fruit_salad import SchemeFruitSalad
from materialyoucolor.scheme.scheme_monochrome import SchemeMonochrome
from materialyoucolor.scheme.scheme_neutral import SchemeNeutral
from materialyoucolor.scheme.scheme_rainbow import SchemeRainbow
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot
from materialyoucolor.scheme.scheme_vibrant import SchemeVibrant

EXPECTED_VERSION = "3.0.4"
RNG_SEED = 20250521
DEFAULT_COUNT = 2400

VARIANTS = {
    "tonal-spot": SchemeTonalSpot,
    "content": SchemeContent,
    "fidelity": SchemeFidelity,
    "vibrant": SchemeVibrant,
    "expressive": SchemeExpressive,
    "neutral": SchemeNeutral,
    "monochrome": SchemeMonochrome,
    "rainbow": SchemeRainbow,
    "fruit-salad": SchemeFruitSalad,
}
# Only these follow the 2025 spec; the others fall back to 2021 (material-color-utilities'
# `maybeFallbackSpecVersion`).
SPEC_2025_VARIANTS = {"tonal-spot", "neutral", "vibrant", "expressive"}
CONTRASTS = [-1.0, 0.0, 0.5, 1.0]

# The reference role table order (material-color-utilities' `MaterialDynamicColors`), dim roles
# (2025 only) after the accents.
ROLES_2021 = [
    "background", "surface", "onBackground", "surfaceDim", "surfaceBright",
    "surfaceContainerLowest", "surfaceContainerLow", "surfaceContainer", "surfaceContainerHigh",
    "surfaceContainerHighest", "onSurface", "surfaceVariant", "onSurfaceVariant",
    "inverseSurface", "inverseOnSurface", "outline", "outlineVariant", "shadow", "scrim",
    "surfaceTint", "primary", "secondary", "tertiary", "error",
    "onPrimary", "onSecondary", "onTertiary", "onError",
    "primaryContainer", "secondaryContainer", "tertiaryContainer", "errorContainer",
    "onPrimaryContainer", "onSecondaryContainer", "onTertiaryContainer", "onErrorContainer",
    "inversePrimary", "primaryFixed", "secondaryFixed", "tertiaryFixed",
    "primaryFixedDim", "secondaryFixedDim", "tertiaryFixedDim",
    "onPrimaryFixed", "onSecondaryFixed", "onTertiaryFixed",
    "onPrimaryFixedVariant", "onSecondaryFixedVariant", "onTertiaryFixedVariant",
]
_DIM = ["primaryDim", "secondaryDim", "tertiaryDim", "errorDim"]
_ACCENT_END = ROLES_2021.index("error") + 1
ROLES_2025 = ROLES_2021[:_ACCENT_END] + _DIM + ROLES_2021[_ACCENT_END:]

# Seeds that exercise edge cases: achromatic, yellow neutrals (tone-99 rule), disliked
# yellow-greens, cyan and blue hue ranges, and the reference's test seeds.
EDGE_SEEDS = [
    0x000000, 0xFFFFFF, 0x808080, 0x010101, 0xFEFEFE, 0xFFFF00, 0xD4C200, 0x8A7A00, 0xF0E68C,
    0x6B6B00, 0x9E9E2E, 0x00FFFF, 0x00A5A5, 0x0000FF, 0x3D5AFE, 0xFF0000, 0x00FF00, 0x6750A4,
    0xFA2BEC, 0x850096, 0x4285F4, 0xB3261E,
]
EDGE_SEED_SHARE = 0.12


def draw(rng, count):
    combos = []
    for _ in range(count):
        if rng.random() < EDGE_SEED_SHARE:
            seed = rng.choice(EDGE_SEEDS)
        else:
            seed = rng.randrange(0x1000000)
        variant = rng.choice(sorted(VARIANTS))
        spec = rng.choice(["2021", "2025"]) if variant in SPEC_2025_VARIANTS else "2021"
        combos.append((seed, variant, rng.random() < 0.5, rng.choice(CONTRASTS), spec))
    return combos


def check_coverage(combos):
    cells = {(v, d, c, s) for (_, v, d, c, s) in combos}
    missing = []
    for v in VARIANTS:
        for s in (["2021", "2025"] if v in SPEC_2025_VARIANTS else ["2021"]):
            for d in (False, True):
                for c in CONTRASTS:
                    if (v, d, c, s) not in cells:
                        missing.append((v, d, c, s))
    if missing:
        sys.exit(f"coverage gap: {missing[:5]} ... ({len(missing)} cells)")


def colors_of(seed, variant, dark, contrast, spec, palettes):
    scheme = VARIANTS[variant](Hct.from_int(0xFF000000 | seed), dark, contrast, spec_version=spec)
    out = []
    for name in ROLES_2025 if spec == "2025" else ROLES_2021:
        text = getattr(palettes[spec], name).get_hex(scheme)
        assert text.startswith("#") and len(text) == 9 and text.endswith("FF"), text
        out.append(text[1:7])
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT)
    parser.add_argument("--allow-gaps", action="store_true", help="skip the coverage check")
    args = parser.parse_args()
    version = getattr(materialyoucolor, "__version__", None)
    if version is None:
        from importlib.metadata import version as dist_version
        version = dist_version("materialyoucolor")
    if version != EXPECTED_VERSION:
        sys.exit(f"materialyoucolor {version} installed, {EXPECTED_VERSION} required")
    rng = random.Random(RNG_SEED)
    combos = draw(rng, args.count)
    if not args.allow_gaps:
        check_coverage(combos)
    palettes = {"2021": MaterialDynamicColors(spec="2021"), "2025": MaterialDynamicColors(spec="2025")}
    with open(args.output, "w") as out:
        header = {
            "generator": "materialyoucolor", "version": EXPECTED_VERSION, "rngSeed": RNG_SEED,
            "count": len(combos), "roles2021": ROLES_2021, "roles2025": ROLES_2025,
        }
        out.write(json.dumps(header, separators=(",", ":")) + "\n")
        for seed, variant, dark, contrast, spec in combos:
            colors = colors_of(seed, variant, dark, contrast, spec, palettes)
            line = {
                "seed": f"{seed:06X}", "variant": variant, "dark": dark, "contrast": contrast,
                "spec": spec, "colors": colors,
            }
            out.write(json.dumps(line, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
