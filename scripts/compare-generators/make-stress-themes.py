#!/usr/bin/env python3
"""Writes theme files that push the generators' edge cases, for compare.sh.

    make-stress-themes.py DIR

Names and font families with non-ASCII, quotes, backslashes, control and bidi characters;
decimals such as 0.04, 1e-7 and negative zero; the largest sizes the format allows; cut and
rounded corner mixes; custom colors; seed colors with every variant and spec. Deterministic:
the same files every run.
"""
import json
import random
import sys
from pathlib import Path

NAMES = [
    "Zürich Grün", "Brand \"Quoted\"", "Back\\slash", "Tab\tName", "Line\nBreak", "Bidi \u202eevil",
    "Ünïcödé 🎨", "e\u0301tude", "2024 Brand", "   ", "class", "Del\u007fete", "crlf\r\nname",
    "日本語テーマ", "x", "A-b_c.d",
]
FAMILIES = [
    "Inter", "Quote \"Sans\"", "Back\\slash Mono", "Zürich Grotesk", "Tab\tFace", "\u0301Lead",
    "IBM Plex Sans Condensed Extra Wide Display Super Long Name", "system", "Bell\u0007", "東京",
]
DECIMALS = [0.04, 1e-7, -1e-7, -0.0, 0.0, 0.5, 12.5, 0.1 + 0.2, 1 / 3, 99.99999, -100, 100,
            0.001, 0.0009999, 1e-300, 5e-324]
SIZES = [1, 1000, 999.9999, 12.25, 1.0000000000000002, 3.14159, 17.5]
LENGTHS = [0, 10000, 9999.995, 7.5, 0.04, 1e-7, 1234.5678]
CORNERS = [0, 1000, 0.5, 1e-7, 8, 999.999]
STYLES = ["headline1", "headline2", "headline3", "headline4", "headline5", "headline6",
          "subtitle1", "subtitle2", "body1", "body2", "caption", "button", "overline"]
ROLES = ["primary", "primaryVariant", "secondary", "error", "surface", "background",
         "onPrimary", "onSecondary", "onSurface", "onBackground"]
VARIANTS = ["tonal-spot", "content", "fidelity", "vibrant", "expressive", "neutral",
            "monochrome", "rainbow", "fruit-salad"]


def hex_color(rng, alpha=False):
    digits = "".join(rng.choice("0123456789ABCDEFabcdef") for _ in range(8 if alpha else 6))
    return "#" + digits


def theme(index, rng):
    doc = {"format": 1, "name": NAMES[index % len(NAMES)]}
    if index % 3 == 0:
        doc["extends"] = rng.choice(["material-201804", "material-201907", "material-dark-201907"])
    colors = {}
    if index % 4 == 1:
        colors["seed"] = hex_color(rng)
        colors["variant"] = VARIANTS[index % len(VARIANTS)]
        colors["spec"] = ["2021", "2025", "2026"][index % 3]
        colors["contrast"] = [0, 0.5, -1, 1, 0.04][index % 5]
    else:
        for scheme in ["light", "dark", "lightHighContrast", "darkHighContrast"]:
            if rng.random() < 0.7:
                colors[scheme] = {role: hex_color(rng, rng.random() < 0.2)
                                  for role in ROLES if rng.random() < 0.6}
        colors["elevationOverlayEnabledForDarkMode"] = rng.random() < 0.5
    if index % 2 == 0:
        names = ["success", "Brand Gold", "émoji 🎨", "quote\"name", "back`tick", "Ok", "ok",
                 "e\u0301", "\u00e9", "9lives", "primary"]
        colors["custom"] = {
            name: {"color": hex_color(rng), "harmonize": rng.random() < 0.5,
                   "description": "a \"custom\" color"}
            for name in rng.sample(names, rng.randint(1, 5))}
    doc["colors"] = colors
    styles = {}
    for style in rng.sample(STYLES, rng.randint(0, len(STYLES))):
        font = {}
        if rng.random() < 0.5: font["family"] = rng.choice(FAMILIES)
        if rng.random() < 0.5: font["size"] = rng.choice(SIZES)
        if rng.random() < 0.5: font["weight"] = rng.choice([1, 100, 250, 400, 450, 650, 900, 1000,
                                                            "semibold", "black"])
        if rng.random() < 0.6: font["letterSpacing"] = rng.choice(DECIMALS)
        styles[style] = font
    typography = {"defaults": rng.choice(["material-201804", "material-201902"]), "styles": styles}
    if rng.random() < 0.5: typography["fontFamily"] = rng.choice(FAMILIES)
    if rng.random() < 0.5: typography["useCurrentContentSizeCategoryWhenApplied"] = True
    doc["typography"] = typography
    if index % 5 == 0:
        doc["shape"] = "material-201809"
    elif index % 5 != 4:
        shape = {}
        for category in ["small", "medium", "large"]:
            entry = {"family": rng.choice(["rounded", "cut"]), "size": rng.choice(CORNERS)}
            for corner in ["topLeft", "topRight", "bottomLeft", "bottomRight"]:
                if rng.random() < 0.4:
                    entry[corner] = {"family": rng.choice(["rounded", "cut"]),
                                     "size": rng.choice(CORNERS)}
            shape[category] = entry
        doc["shape"] = shape
    navigation = {"variant": rng.choice(["primary", "surface", "material3"])}
    for variant in ["primary", "surface", "material3"]:
        if rng.random() < 0.6:
            style = {}
            if rng.random() < 0.5: style["barTintColor"] = hex_color(rng, True)
            if rng.random() < 0.5: style["selectedItemTintColor"] = rng.choice(ROLES)
            if rng.random() < 0.5:
                style["unselectedItemTintColor"] = {"role": rng.choice(ROLES),
                                                    "alpha": rng.choice([0, 0.04, 0.74, 1])}
            if rng.random() < 0.5: style["rippleColor"] = hex_color(rng, True)
            if rng.random() < 0.5:
                style["itemTitleFont"] = rng.choice(
                    [rng.choice(STYLES), {"family": rng.choice(FAMILIES),
                                          "size": rng.choice(SIZES),
                                          "letterSpacing": rng.choice(DECIMALS)}])
            if rng.random() < 0.5: style["elevation"] = rng.choice([0, 1000, 0.04, 1e-7, 8])
            if rng.random() < 0.5: style["itemsContentVerticalMargin"] = rng.choice(LENGTHS)
            if rng.random() < 0.3: style["itemBadgeBackgroundColor"] = hex_color(rng)
            navigation[variant] = style
    drawer = {}
    if rng.random() < 0.6:
        drawer["topCornersRadius"] = {key: rng.choice(LENGTHS) for key in
                                      rng.sample(["collapsed", "expanded", "fullScreen"],
                                                 rng.randint(1, 3))}
    if rng.random() < 0.5: drawer["scrimColor"] = {"role": "onSurface", "alpha": 0.32}
    if rng.random() < 0.5: drawer["elevation"] = rng.choice([0, 1000, 16, 0.5])
    if rng.random() < 0.5: drawer["shadowColor"] = hex_color(rng, True)
    doc["components"] = {"bottomNavigation": navigation, "bottomDrawer": drawer}
    return doc


def main():
    directory = Path(sys.argv[1])
    directory.mkdir(parents=True, exist_ok=True)
    rng = random.Random(26)
    for index in range(120):
        text = json.dumps(theme(index, rng), ensure_ascii=index % 2 == 0, indent=2)
        (directory / f"stress-{index:03}.json").write_text(text + "\n", encoding="utf-8")


main()
