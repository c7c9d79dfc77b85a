#!/usr/bin/env python3
"""Writes a Material Theme Builder export (`material-theme.json`) computed with materialyoucolor.

The layout follows real Material Theme Builder exports (two verified): top-level keys in the order
description, seed, coreColors, extendedColors, schemes, palettes; six schemes in the order light,
light-medium-contrast, light-high-contrast, dark, dark-medium-contrast, dark-high-contrast, each a
flat map of the 49 roles of the 2021 spec in the export's role order as "#RRGGBB" uppercase;
scheme values = SchemeTonalSpot, spec 2021, contrast 0 / 0.5 / 1.0; palettes = CorePalette
content_of(seed) with the 18 tone stops, keys primary, secondary, tertiary, neutral,
neutral-variant. Indentation is 4 spaces like the exports.

Usage:
  python3 -m venv /tmp/mtb && /tmp/mtb/bin/pip install materialyoucolor==3.0.4
  /tmp/mtb/bin/python generate_theme_builder_export.py SEED OUTPUT.json \
      [--date "YYYY-MM-DD hh:mm:ss"] [--extended NAME=#RRGGBB[:description[:harmonized]]]...
"""
import argparse
import json
import sys
from importlib.metadata import version as dist_version

from materialyoucolor.dynamiccolor.material_dynamic_colors import MaterialDynamicColors
from materialyoucolor.hct import Hct
from materialyoucolor.palettes.core_palette import CorePalette
from materialyoucolor.scheme.scheme_tonal_spot import SchemeTonalSpot

EXPECTED_VERSION = "3.0.4"

# Role order of a real export.
ROLES = [
    "primary", "surfaceTint", "onPrimary", "primaryContainer", "onPrimaryContainer",
    "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
    "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
    "error", "onError", "errorContainer", "onErrorContainer",
    "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant",
    "outline", "outlineVariant", "shadow", "scrim", "inverseSurface", "inverseOnSurface",
    "inversePrimary", "primaryFixed", "onPrimaryFixed", "primaryFixedDim", "onPrimaryFixedVariant",
    "secondaryFixed", "onSecondaryFixed", "secondaryFixedDim", "onSecondaryFixedVariant",
    "tertiaryFixed", "onTertiaryFixed", "tertiaryFixedDim", "onTertiaryFixedVariant",
    "surfaceDim", "surfaceBright", "surfaceContainerLowest", "surfaceContainerLow",
    "surfaceContainer", "surfaceContainerHigh", "surfaceContainerHighest",
]
SCHEMES = [
    ("light", False, 0.0), ("light-medium-contrast", False, 0.5),
    ("light-high-contrast", False, 1.0), ("dark", True, 0.0),
    ("dark-medium-contrast", True, 0.5), ("dark-high-contrast", True, 1.0),
]
TONES = [0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100]


def hex_of(argb):
    return "#%06X" % (argb & 0xFFFFFF)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("seed", help="#RRGGBB")
    parser.add_argument("output")
    parser.add_argument("--date", default="2026-03-01 12:00:00")
    parser.add_argument("--extended", action="append", default=[])
    args = parser.parse_args()
    if dist_version("materialyoucolor") != EXPECTED_VERSION:
        sys.exit(f"materialyoucolor {EXPECTED_VERSION} required")
    seed = int(args.seed.lstrip("#"), 16)
    colors = MaterialDynamicColors(spec="2021")
    schemes = {}
    for key, dark, contrast in SCHEMES:
        scheme = SchemeTonalSpot(Hct.from_int(0xFF000000 | seed), dark, contrast, spec_version="2021")
        schemes[key] = {role: hex_of(getattr(colors, role).get_argb(scheme)) for role in ROLES}
    core = CorePalette.content_of(0xFF000000 | seed)
    palettes = {}
    for key, palette in [("primary", core.a1), ("secondary", core.a2), ("tertiary", core.a3),
                         ("neutral", core.n1), ("neutral-variant", core.n2)]:
        palettes[key] = {str(tone): hex_of(palette.tone(tone)) for tone in TONES}
    extended = []
    for spec in args.extended:
        name, rest = spec.split("=", 1)
        parts = rest.split(":")
        extended.append({
            "name": name, "color": parts[0].upper(),
            "description": parts[1] if len(parts) > 1 else "",
            "harmonized": (parts[2] == "true") if len(parts) > 2 else True,
        })
    export = {
        "description": f"TYPE: CUSTOM\nMaterial Theme Builder export {args.date}",
        "seed": hex_of(seed),
        "coreColors": {"primary": hex_of(seed)},
        "extendedColors": extended,
        "schemes": schemes,
        "palettes": palettes,
    }
    with open(args.output, "w") as out:
        json.dump(export, out, indent=4)
        out.write("\n")


if __name__ == "__main__":
    main()
