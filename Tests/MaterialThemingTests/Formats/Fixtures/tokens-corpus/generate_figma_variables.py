#!/usr/bin/env python3
"""Writes figma-variables-material-theme.json: a Figma REST API response
(GET /v1/files/:file_key/variables/local) of the shape figma/rest-api-spec defines, for the
Theme Builder export material-theme-blue.json (the fixture next to this folder).

No public repository holds a real response of this endpoint (it is Enterprise-only), so this
one is written to mirror its structure: two collections, "Palettes" (one mode, the tonal
palettes as "Primary/40", ...) and "Schemes" (modes Light, Dark, Light High Contrast, Dark High
Contrast, Light Medium Contrast, Dark Medium Contrast; variables named as Material Theme
Builder's Figma plugin names them: "Schemes/Primary", "Schemes/On Primary Container", ...).
A scheme value equal to a palette tone is a VARIABLE_ALIAS to it, as designers link them;
colors are RGBA floats 0-1. One FLOAT, one STRING and one BOOLEAN variable, and one alias to
a library variable the file does not hold, exercise what import skips.

    python3 generate_figma_variables.py   # in this folder
"""
import hashlib
import json
import re

with open("../material-theme-blue.json") as f:
    export = json.load(f)

def rgba(hex_color):
    value = hex_color.lstrip("#")
    r, g, b = (int(value[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return {"r": r, "g": g, "b": b, "a": 1}

def title(role):
    return " ".join(w.capitalize() for w in re.sub(r"([A-Z])", r" \1", role).split())

def variable(vid, name, collection, resolved_type, values, scopes, description=""):
    return {
        "id": vid, "name": name, "key": hashlib.sha1(vid.encode()).hexdigest(),
        "variableCollectionId": collection, "resolvedType": resolved_type,
        "valuesByMode": values, "remote": False, "description": description,
        "hiddenFromPublishing": False, "scopes": scopes, "codeSyntax": {},
    }

variables = {}
palette_ids = []
tone_ids = {}
n = 100
for palette, tones in export["palettes"].items():
    for tone, color in tones.items():
        vid = f"VariableID:1:{n}"
        n += 1
        name = f"{title(palette.replace('-', ' '))}/{tone}"
        variables[vid] = variable(vid, name, "VariableCollectionId:1:1", "COLOR",
                                  {"1:0": rgba(color)}, ["ALL_SCOPES"])
        palette_ids.append(vid)
        tone_ids.setdefault(color.upper(), vid)

modes = [("2:0", "Light", "light"), ("2:1", "Dark", "dark"),
         ("2:2", "Light High Contrast", "light-high-contrast"),
         ("2:3", "Dark High Contrast", "dark-high-contrast"),
         ("2:4", "Light Medium Contrast", "light-medium-contrast"),
         ("2:5", "Dark Medium Contrast", "dark-medium-contrast")]
scheme_ids = []
n = 500
for role in export["schemes"]["light"]:
    vid = f"VariableID:2:{n}"
    n += 1
    values = {}
    for mode_id, _, key in modes:
        color = export["schemes"][key][role].upper()
        alias = tone_ids.get(color)
        values[mode_id] = {"type": "VARIABLE_ALIAS", "id": alias} if alias else rgba(color)
    variables[vid] = variable(vid, f"Schemes/{title(role)}", "VariableCollectionId:2:1", "COLOR",
                              values, ["ALL_FILLS", "STROKE_COLOR"])
    scheme_ids.append(vid)

extra = [
    variable("VariableID:3:1", "Shape/Corner/Small", "VariableCollectionId:2:1", "FLOAT",
             {m: 8 for m, _, _ in modes}, ["CORNER_RADIUS"]),
    variable("VariableID:3:2", "Font/Brand", "VariableCollectionId:2:1", "STRING",
             {m: "Roboto" for m, _, _ in modes}, ["FONT_FAMILY"]),
    variable("VariableID:3:3", "State/Elevated", "VariableCollectionId:2:1", "BOOLEAN",
             {m: True for m, _, _ in modes}, ["ALL_SCOPES"]),
    variable("VariableID:3:4", "Brand/Accent", "VariableCollectionId:2:1", "COLOR",
             {m: {"type": "VARIABLE_ALIAS", "id": "VariableID:9f2c1e0b7a6d5c4b3a291807f6e5d4c3b2a19080/1:7"}
              for m, _, _ in modes}, ["ALL_FILLS"], "From the brand library"),
]
for v in extra:
    variables[v["id"]] = v
    scheme_ids.append(v["id"])

response = {
    "status": 200, "error": False,
    "meta": {
        "variableCollections": {
            "VariableCollectionId:1:1": {
                "id": "VariableCollectionId:1:1", "name": "Palettes", "key": "1f0c3a5e9b7d",
                "modes": [{"modeId": "1:0", "name": "Mode 1"}], "defaultModeId": "1:0",
                "remote": False, "hiddenFromPublishing": True, "variableIds": palette_ids,
            },
            "VariableCollectionId:2:1": {
                "id": "VariableCollectionId:2:1", "name": "Schemes", "key": "2e8b4c6d0a1f",
                "modes": [{"modeId": m, "name": name} for m, name, _ in modes],
                "defaultModeId": "2:0", "remote": False, "hiddenFromPublishing": False,
                "variableIds": scheme_ids,
            },
        },
        "variables": variables,
    },
}
with open("figma-variables-material-theme.json", "w") as f:
    json.dump(response, f, indent=2)
    f.write("\n")
