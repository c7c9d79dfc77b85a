#!/usr/bin/env python3
"""Writes the bad-input corpus (Fixtures/) and its manifest (Fixtures/expectations.json).

Each case is written with a caret '‸' just before the byte where the error must be reported;
this script computes LINE:COLUMN from the caret (lines from 1; columns from 1, counted in
Unicode scalars) and removes it. The expectations therefore come from where the problem is
in the text, not from the loader's output. Re-run after editing: `python3 make-fixtures.py`.
"""
import json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Fixtures")
CARET = "‸".encode()
cases = []

def locate(data):
    """(bytes without the caret, line, column) — or no position when there is no caret."""
    at = data.find(CARET)
    if at < 0:
        return data, None, None
    before = data[:at]
    line = before.count(b"\n") + 1
    last = before[before.rfind(b"\n") + 1:]
    column = sum(1 for b in last if b & 0xC0 != 0x80) + 1
    return data[:at] + data[at + len(CARET):], line, column

def write(path, text):
    """Writes `text` (caret removed) to Fixtures/`path`; returns the caret's (line, column)."""
    data, line, column = locate(text if isinstance(text, bytes) else text.encode())
    full = os.path.join(OUT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(data)
    return line, column

def case(path, text, kind, pointer, message, suggestion=None, exit=65, reported=None, chain=None,
         at=None):
    """`at` gives (line, column) in `reported` when the error lies in another file."""
    line, column = write(path, text)
    if at: line, column = at
    entry = {"file": path, "kind": kind, "line": line, "column": column, "pointer": pointer,
             "message": message, "exit": exit}
    if suggestion: entry["suggestion"] = suggestion
    if reported: entry["reportedFile"] = reported
    if chain: entry["chain"] = chain
    cases.append(entry)

def nested(path, literal, extra=None):
    """A pretty-printed theme with `literal` (JSON text) at the key path, caret before it."""
    keys = path.strip("/").split("/")
    doc = dict(extra or {"name": "Bad"})
    node = doc
    for key in keys[:-1]:
        node = node.setdefault(key, {})
    node[keys[-1]] = "@@VALUE@@"
    return json.dumps(doc, indent=2).replace('"@@VALUE@@"', "‸" + literal) + "\n"

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)

EOF = "unexpected end of file"
# Truncated documents: the error is at the end of the file.
case("truncated/open-brace.json", "{‸", "syntax", "", EOF)
case("truncated/in-string.json", '{\n  "name": "Bra‸', "syntax", "/name", EOF)
case("truncated/after-colon.json", '{\n  "format": 1,\n  "name":‸', "syntax", "/name", EOF)
case("truncated/after-comma.json", '{\n  "name": "Brand",‸', "syntax", "", EOF)
case("truncated/nested.json", '{\n  "colors": {\n    "light": {\n      "primary": "#6200EE"‸',
     "syntax", "/colors/light/primary", EOF)
case("truncated/literal.json", '{\n  "colors": {\n    "elevationOverlayEnabledForDarkMode": tr‸',
     "syntax", "/colors/elevationOverlayEnabledForDarkMode", EOF)
case("truncated/number.json", '{"format": 1‸', "syntax", "/format", EOF)
case("truncated/escape.json", '{"name": "a\\‸', "syntax", "/name", EOF)
case("truncated/unicode-escape.json", '{"name": "\\u00‸', "syntax", "/name", EOF)

# Trailing commas: at the comma.
TC = "trailing comma"
case("trailing-comma/top-level.json", '{\n  "name": "Brand"‸,\n}\n', "syntax", "/name", TC,
     "remove the comma before '}'")
case("trailing-comma/nested.json",
     '{\n  "colors": {\n    "light": {\n      "primary": "#6200EE"‸,\n    }\n  }\n}\n',
     "syntax", "/colors/light/primary", TC, "remove the comma before '}'")
case("trailing-comma/empty-object.json", '{"colors": {‸,}}', "syntax", "/colors", TC)
case("trailing-comma/array.json", '[1, 2‸,]', "syntax", "/1", TC, "remove the comma before ']'")
case("trailing-comma/double.json", '{"name": "a",‸, "format": 1}', "syntax", "", "invalid JSON")

# Trailing text after the document: at its first byte.
TT = "unexpected text after the end of the JSON document"
case("trailing-text/word.json", '{"name": "a"}\n‸extra\n', "syntax", "", TT)
case("trailing-text/second-object.json", '{"name": "a"}‸{"name": "b"}\n', "syntax", "", TT)
case("trailing-text/closing-brace.json", '{"name": "a"}\n‸}\n', "syntax", "", TT)
case("trailing-text/number.json", '{}‸42\n', "syntax", "", TT)
case("trailing-text/string.json", '{"format": 1} ‸"more"\n', "syntax", "", TT)

# Single quotes: at the quote.
SQ = "single-quoted strings are not JSON"
case("single-quotes/key.json", "{\n  ‸'name': \"Brand\"\n}\n", "syntax", "", SQ, "use double quotes")
case("single-quotes/value.json", "{\n  \"name\": ‸'Brand'\n}\n", "syntax", "/name", SQ)
case("single-quotes/nested.json",
     "{\n  \"colors\": {\n    \"light\": {\n      \"primary\": ‸'#6200EE'\n    }\n  }\n}\n",
     "syntax", "/colors/light/primary", SQ)

# Comments: at the comment.
CM = "comments are not allowed in JSON"
case("comments/line.json", '{\n  ‸// brand colors\n  "name": "Brand"\n}\n', "syntax", "", CM)
case("comments/block.json", '{\n  "name": "Brand" ‸/* the name */\n}\n', "syntax", "/name", CM)
case("comments/hash.json", '‸# theme\n{}\n', "syntax", "", CM)
case("comments/after-document.json", '{"name": "a"}\n‸// end\n', "syntax", "", CM)
case("comments/nested.json",
     '{\n  "typography": {\n    "styles": {\n      ‸/* caption */ "caption": {"size": 12}\n    }\n  }\n}\n',
     "syntax", "/typography/styles", CM)

# NaN and Infinity: at the word.
case("non-finite/nan.json", nested("typography/styles/caption/size", "NaN"), "syntax",
     "/typography/styles/caption/size", "'NaN' is not a JSON number", "JSON has no NaN or Infinity")
case("non-finite/infinity.json", nested("typography/styles/caption/letterSpacing", "Infinity"),
     "syntax", "/typography/styles/caption/letterSpacing", "'Infinity' is not a JSON number")
case("non-finite/negative-infinity.json",
     nested("components/bottomDrawer/elevation", "-Infinity"), "syntax",
     "/components/bottomDrawer/elevation", "'-Infinity' is not a JSON number")
case("non-finite/lowercase-nan.json",
     nested("components/bottomDrawer/scrimColor/alpha", "nan", {"name": "Bad"}), "syntax",
     "/components/bottomDrawer/scrimColor/alpha", "'nan' is not a JSON number")
case("non-finite/inf.json", nested("format", "inf"), "syntax", "/format", "'inf' is not a JSON number")

# Encodings: BOM, NUL, invalid UTF-8, raw control characters.
case("encoding/bom.json", "‸".encode() + b'\xef\xbb\xbf{"name": "Brand"}\n', "syntax", "",
     "byte order mark", "save the file as UTF-8 without a BOM")
case("encoding/bom-only.json", "‸".encode() + b"\xef\xbb\xbf", "syntax", "", "byte order mark")
case("encoding/nul-in-string.json", '{"name": "Bra‸\x00nd"}\n', "syntax", "/name", "NUL byte")
case("encoding/nul-after-document.json", '{"name": "Brand"}\n‸\x00', "syntax", "", "NUL byte")
case("encoding/nul-first.json", '‸\x00{}', "syntax", "", "NUL byte")
case("encoding/utf8-continuation.json", '{"name": "Bra‸'.encode() + b'\x80nd"}\n', "syntax",
     "/name", "invalid UTF-8 byte sequence")
case("encoding/utf8-ff-in-key.json", '{"na‸'.encode() + b'\xffme": "Brand"}\n', "syntax", "",
     "invalid UTF-8 byte sequence")
case("encoding/utf8-overlong.json", '{"description": "‸'.encode() + b'\xc0\xaf"}\n', "syntax",
     "/description", "invalid UTF-8 byte sequence")
case("encoding/utf8-cut-sequence.json", '{"name": "caf‸'.encode() + b'\xc3"}\n', "syntax",
     "/name", "invalid UTF-8 byte sequence")
case("encoding/utf8-surrogate.json", '{"name": "‸'.encode() + b'\xed\xa0\x80"}\n', "syntax",
     "/name", "invalid UTF-8 byte sequence")
# Escapes json-c accepts but cannot represent faithfully: at the backslash.
NULX = "escaped NUL character (\\u0000) in a string"
case("encoding/escaped-nul-in-key.json",
     '{\n  "colors": {"light": {‸"primary\\u0000x": "#FFFFFF"}}\n}\n'.replace("‸", "", 1)
     .replace("primary\\u0000", "primary‸\\u0000"), "syntax", "/colors/light", NULX,
     "theme files cannot hold NUL characters")
case("encoding/escaped-nul-in-value.json", '{"name": "Brand‸\\u0000"}\n', "syntax", "/name", NULX)
case("encoding/lone-high-surrogate.json", '{"name": "‸\\ud800"}\n', "syntax", "/name",
     "unpaired surrogate \\uD800 in a string", "surrogate pair")
case("encoding/lone-high-surrogate-in-key.json", '{"a‸\\uD83Db": 1}\n', "syntax", "",
     "unpaired surrogate \\uD83D in a string")
case("encoding/lone-low-surrogate.json", '{"description": "x‸\\uDE00"}\n', "syntax",
     "/description", "unpaired surrogate \\uDE00 in a string")
case("encoding/reversed-surrogates.json", '{"name": "‸\\uDE00\\uD83D"}\n', "syntax", "/name",
     "unpaired surrogate \\uDE00 in a string")
case("encoding/newline-in-string.json", '{"name": "Bra‸\nnd"}\n', "syntax", "/name",
     "control character U+000A in a string", "write a line break as \\n")
case("encoding/tab-in-string.json", '{"name": "Bra‸\tnd"}\n', "syntax", "/name",
     "control character U+0009 in a string", "escape it as \\u00XX")

def at_value(folder):
    """Cases in `folder` whose error is at `literal`, written at `key_path` of a nested theme."""
    def make(name, key_path, literal, message, suggestion=None, kind="invalidValue"):
        case(folder + name + ".json", nested(key_path, literal), kind, "/" + key_path, message,
             suggestion)
    return make

# Numbers out of range: at the number.
rng = at_value("range/")
case("range/alpha-2.json",
     nested("components/bottomNavigation/primary/rippleColor/alpha", "2",
            {"components": {"bottomNavigation": {"primary": {"rippleColor": {"role": "onPrimary"}}}}}),
     "invalidValue", "/components/bottomNavigation/primary/rippleColor/alpha",
     "2 is out of range: expected 0 to 1")
rng("negative-size", "typography/styles/caption/size", "-12",
    "-12 is out of range: expected 1 to 1000")
rng("weight-1234", "typography/styles/button/weight", "1234",
    "1234 is out of range: expected 1 to 1000")
rng("weight-zero", "typography/styles/button/weight", "0",
    "0 is out of range: expected 1 to 1000")
rng("weight-fraction", "typography/styles/body1/weight", "450.5",
    "weight must be a whole number")
rng("size-1e400", "typography/styles/headline1/size", "1e400",
    "number is too large to represent")
rng("letter-spacing-minus-1e400", "typography/styles/overline/letterSpacing", "-1e400",
    "number is too large to represent")
rng("huge-integer", "typography/styles/caption/size", "99999999999999999999",
    "99999999999999999999 is out of range: expected 1 to 1000")
rng("long-number", "typography/styles/caption/size", "1" + "0" * 60,
    "1" + "0" * 31 + "… is out of range: expected 1 to 1000")
rng("format-2", "format", "2", "unsupported format version 2", "this release reads format 1")
rng("elevation-negative", "components/bottomDrawer/elevation", "-1",
    "-1 is out of range: expected 0 to 1000")
rng("letter-spacing-500", "typography/styles/caption/letterSpacing", "500",
    "500 is out of range: expected -100 to 100")
rng("corner-radius", "components/bottomDrawer/topCornersRadius/expanded", "20000",
    "20000 is out of range: expected 0 to 10000")
rng("shape-size-negative", "shape/small/size", "-4", "-4 is out of range: expected 0 to 1000")
# Material 3 type scale, shape scale and state layers.
rng("m3-line-height-zero", "typography/material3/styles/bodyLarge/lineHeight", "0",
    "0 is out of range: expected 1 to 1000")
rng("m3-tracking-500", "typography/material3/styles/labelSmall/tracking", "500",
    "500 is out of range: expected -100 to 100")
rng("m3-size-1e400", "typography/material3/styles/displayLarge/size", "1e400",
    "number is too large to represent")
rng("m3-weight-fraction", "typography/material3/styles/titleMedium/weight", "550.5",
    "weight must be a whole number")
rng("m3-corner-negative", "shape/material3/cornerMedium", "-4",
    "-4 is out of range: expected 0 to 1000")
rng("m3-corner-huge-integer", "shape/material3/cornerFull", "99999999999999999999",
    "99999999999999999999 is out of range: expected 0 to 1000")
rng("state-layer-opacity", "stateLayers/pressed", "1.5", "1.5 is out of range: expected 0 to 1")
rng("state-layer-negative", "stateLayers/disabledContent", "-0.1",
    "-0.1 is out of range: expected 0 to 1")

# Wrong types at every key: at the value.
def wrong(name, key_path, literal, found, expected=None, extra=None):
    message = ("expected " + expected + ", " if expected else "") + "found " + found
    case("wrong-type/" + name + ".json", nested(key_path, literal, extra), "wrongType",
         "/" + key_path, message)
OBJ = "an object"
wrong("schema", "$schema", "7", "a number", "a string")
wrong("format", "format", '"1"', "a string", "a number")
wrong("name", "name", "42", "a number", "a string", {"format": 1})
wrong("description", "description", '["a"]', "an array", "a string")
wrong("extends-number", "extends", "1", "a number",
      "a built-in default name or a relative path to a theme file")
wrong("extends-empty", "extends", '""', "a string",
      "a built-in default name or a relative path to a theme file")
wrong("colors", "colors", "[]", "an array", OBJ)
wrong("colors-light", "colors/light", '"#FFFFFF"', "a string", OBJ)
wrong("colors-dark", "colors/dark", "0", "a number", OBJ)
wrong("colors-light-high-contrast", "colors/lightHighContrast", "true", "a boolean", OBJ)
wrong("colors-dark-high-contrast", "colors/darkHighContrast", "null", "null", OBJ)
wrong("colors-overlay", "colors/elevationOverlayEnabledForDarkMode", '"yes"', "a string",
      "true or false")
wrong("colors-role", "colors/light/primary", "6422766", "a number",
      'a color string like "#6200EE"')
wrong("typography", "typography", '"Roboto"', "a string", OBJ)
wrong("typography-defaults", "typography/defaults", "201804", "a number",
      'one of "material-201804", "material-201902"')
wrong("typography-font-family", "typography/fontFamily", "false", "a boolean", "a string")
wrong("typography-content-size", "typography/useCurrentContentSizeCategoryWhenApplied", "1",
      "a number", "true or false")
wrong("typography-styles", "typography/styles", "[]", "an array", OBJ)
wrong("style", "typography/styles/caption", '"Roboto 12"', "a string", OBJ)
wrong("style-family", "typography/styles/caption/family", "12", "a number", "a string")
wrong("style-size", "typography/styles/caption/size", '"12"', "a string", "a number")
wrong("style-weight", "typography/styles/caption/weight", "true", "a boolean", "a number")
wrong("style-letter-spacing", "typography/styles/caption/letterSpacing", '"0.4"', "a string",
      "a number")
wrong("shape", "shape", "4", "a number", 'null, "material-201809" or an object')
wrong("shape-category", "shape/small", '"rounded"', "a string", OBJ)
wrong("shape-family", "shape/small/family", "1", "a number", 'one of "rounded", "cut"')
wrong("shape-size", "shape/small/size", '"4"', "a string", "a number")
wrong("shape-corner", "shape/small/topLeft", "4", "a number", OBJ)
wrong("shape-corner-size", "shape/medium/bottomRight/size", "true", "a boolean", "a number")
wrong("m3-typography", "typography/material3", "[]", "an array", OBJ)
wrong("m3-typography-styles", "typography/material3/styles", '"emphasized"', "a string", OBJ)
wrong("m3-style", "typography/material3/styles/bodyLarge", '"Inter 16"', "a string", OBJ)
wrong("m3-brand-family", "typography/material3/brandFamily", "1", "a number", "a string")
wrong("m3-line-height", "typography/material3/styles/bodyLarge/lineHeight", '"24"', "a string",
      "a number")
wrong("m3-text-style", "typography/material3/styles/bodyLarge/textStyle", "17", "a number",
      'one of "largeTitle", "title", "title2", "title3", "headline", "body", "callout", '
      '"subheadline", "footnote", "caption", "caption2"')
wrong("m3-shape", "shape/material3", "12", "a number", OBJ)
wrong("m3-corner", "shape/material3/cornerLarge", "true", "a boolean",
      'a number of points or "full"')
wrong("shape-defaults", "shape/defaults", "1", "a number", 'null or "material-201809"')
wrong("state-layers", "stateLayers", "0.1", "a number",
      '"material-202108", "material-202309" or an object of opacities')
wrong("state-layer", "stateLayers/hover", '"8%"', "a string", "a number")
wrong("components", "components", "[]", "an array", OBJ)
wrong("bottom-navigation", "components/bottomNavigation", '"primary"', "a string", OBJ)
wrong("bottom-navigation-variant", "components/bottomNavigation/variant", "1", "a number",
      'one of "primary", "surface", "material3"')
wrong("bottom-navigation-primary", "components/bottomNavigation/primary", "[]", "an array", OBJ)
wrong("bottom-navigation-color", "components/bottomNavigation/primary/barTintColor", "5",
      "a number", 'a color ("#RRGGBB"), a role name or {"role", "alpha"}')
wrong("bottom-navigation-font", "components/bottomNavigation/surface/itemTitleFont", "12",
      "a number", OBJ)
wrong("bottom-navigation-elevation", "components/bottomNavigation/primary/elevation", '"8"',
      "a string", "a number")
wrong("bottom-navigation-margin",
      "components/bottomNavigation/primary/itemsContentVerticalMargin", "null", "null",
      "a number")
wrong("bottom-drawer", "components/bottomDrawer", "1", "a number", OBJ)
wrong("bottom-drawer-radius", "components/bottomDrawer/topCornersRadius", "16", "a number", OBJ)
wrong("bottom-drawer-radius-value", "components/bottomDrawer/topCornersRadius/collapsed", '"16"',
      "a string", "a number")
wrong("role-reference-role", "components/bottomDrawer/scrimColor/role", "1", "a number",
      'one of "primary", "primaryVariant", "secondary", "error", "surface", "background", '
      '"onPrimary", "onSecondary", "onSurface", "onBackground"')
wrong("role-reference-alpha", "components/bottomDrawer/shadowColor/alpha", '"half"', "a string",
      "a number", {"name": "Bad", "components": {"bottomDrawer": {"shadowColor": {"role": "onSurface"}}}})
case("wrong-type/root-array.json", "‸[]\n", "wrongType", "", "expected an object, found an array")
case("wrong-type/root-string.json", '‸"theme"\n', "wrongType", "", "expected an object, found a string")
case("wrong-type/root-null.json", "‸null\n", "wrongType", "", "expected an object, found null")
case("wrong-type/root-number.json", "‸1\n", "wrongType", "", "expected an object, found a number")

# Invalid colors: at the value.
color = at_value("colors/")
HEX = "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
color("too-short", "colors/light/primary", '"#12"', "invalid color '#12'", HEX)
color("not-hex", "colors/dark/surface", '"#GGGGGG"', "invalid color '#GGGGGG'", HEX)
color("rgb-function", "colors/light/secondary", '"rgb(98, 0, 238)"',
      "invalid color 'rgb(98, 0, 238)'", HEX)
color("missing-hash", "colors/light/primary", '"6200EE"', "invalid color '6200EE'",
      "did you mean '#6200EE'?")
color("spaces", "colors/lightHighContrast/onPrimary", '" #FFFFFF "', "invalid color ' #FFFFFF '",
      "remove the spaces")
color("seven-digits", "colors/darkHighContrast/background", '"#6200EE0"',
      "invalid color '#6200EE0'", HEX)
color("empty", "colors/light/error", '""', "invalid color ''", HEX)
color("component-too-short", "components/bottomNavigation/primary/barTintColor", '"#12"',
      "invalid color '#12'", HEX)
color("component-unknown-role", "components/bottomNavigation/surface/selectedItemTintColor",
      '"primay"', "unknown value 'primay'", "did you mean 'primary'?")

# Unknown keys: at the key, with a suggestion.
def unknown(name, text, pointer, key, suggestion):
    case("unknown-key/" + name + ".json", text, "unknownKey", pointer, f"unknown key '{key}'",
         suggestion)
unknown("top-level", '{\n  "name": "Brand",\n  ‸"colours": {}\n}\n', "/colours", "colours",
        "did you mean 'colors'?")
unknown("role", '{\n  "colors": {\n    "light": {\n      ‸"primay": "#6200EE"\n    }\n  }\n}\n',
        "/colors/light/primay", "primay", "did you mean 'primary'?")
unknown("style", '{"typography": {"styles": {‸"headline": {"size": 96}}}}\n',
        "/typography/styles/headline", "headline", "did you mean 'headline1'?")
unknown("font", '{"typography": {"styles": {"caption": {"size": 12, ‸"wieght": 400}}}}\n',
        "/typography/styles/caption/wieght", "wieght", "did you mean 'weight'?")
unknown("component", '{\n  "components": {\n    "bottomNavigation": {\n      ‸"varient": "surface"\n    }\n  }\n}\n',
        "/components/bottomNavigation/varient", "varient", "did you mean 'variant'?")
unknown("shape", '{\n  "shape": {\n    ‸"smal": {"size": 4}\n  }\n}\n', "/shape/smal", "smal",
        "did you mean 'small'?")
unknown("drawer", '{"components": {"bottomDrawer": {‸"scrimColour": "#000000"}}}\n',
        "/components/bottomDrawer/scrimColour", "scrimColour", "did you mean 'scrimColor'?")
unknown("corner-radius", '{"components": {"bottomDrawer": {"topCornersRadius": {‸"collapse": 8}}}}\n',
        "/components/bottomDrawer/topCornersRadius/collapse", "collapse", "did you mean 'collapsed'?")
unknown("no-suggestion", '{\n  ‸"zzzzzzzz": true\n}\n', "/zzzzzzzz", "zzzzzzzz",
        "expected one of: $schema, format, name, description, extends, tokens, colors, typography, shape, stateLayers, components")
unknown("m3-typography", '{"typography": {"material3": {‸"brandFamly": "Inter"}}}\n',
        "/typography/material3/brandFamly", "brandFamly", "did you mean 'brandFamily'?")
unknown("m3-role", '{"typography": {"material3": {"styles": {‸"bodyLarg": {"size": 16}}}}}\n',
        "/typography/material3/styles/bodyLarg", "bodyLarg", "did you mean 'bodyLarge'?")
unknown("m3-style", '{"typography": {"material3": {"styles": {"bodyLarge": {‸"lineHieght": 24}}}}}\n',
        "/typography/material3/styles/bodyLarge/lineHieght", "lineHieght",
        "did you mean 'lineHeight'?")
unknown("m3-shape-step", '{\n  "shape": {\n    "material3": {\n      ‸"cornerMedum": 12\n    }\n  }\n}\n',
        "/shape/material3/cornerMedum", "cornerMedum", "did you mean 'cornerMedium'?")
unknown("state-layer", '{"stateLayers": {‸"hovr": 0.08}}\n', "/stateLayers/hovr", "hovr",
        "did you mean 'hover'?")
unknown("role-reference", '{"components": {"bottomDrawer": {"scrimColor": {"role": "onSurface", ‸"opacity": 0.3}}}}\n',
        "/components/bottomDrawer/scrimColor/opacity", "opacity", "expected one of: role, alpha")
unknown("escaped-key", '{\n  "na\\u006De": "Brand",\n  ‸"\\u00FCber": 1\n}\n', "/über", "über",
        "expected one of")

# Unknown values (a string outside its set) and other invalid values: at the value.
value = at_value("invalid-value/")
value("variant", "components/bottomNavigation/variant", '"primry"', "unknown value 'primry'",
      "did you mean 'primary'?")
value("extends-built-in", "extends", '"material-2018"', "unknown built-in theme 'material-2018'",
      "did you mean 'material-201804'?")
value("weight-name", "typography/styles/button/weight", '"bolder"', "unknown weight 'bolder'",
      "did you mean 'bold'?")
value("typography-defaults", "typography/defaults", '"material-2019"',
      "unknown value 'material-2019'", "did you mean 'material-201902'?")
value("text-style", "components/bottomNavigation/primary/itemTitleFont", '"captions"',
      "unknown value 'captions'", "did you mean 'caption'?")
value("corner-family", "shape/large/family", '"round"', "unknown value 'round'",
      "did you mean 'rounded'?")
value("shape-defaults", "shape", '"material-2018"', "unknown value 'material-2018'",
      "did you mean 'material-201809'?")
value("empty-font-family", "typography/fontFamily", '"  "', "empty font family")
value("m3-scale", "typography/material3/scale", '"emphasised"', "unknown value 'emphasised'",
      "did you mean 'emphasized'?")
value("m3-empty-plain-family", "typography/material3/plainFamily", '""', "empty font family")
value("m3-text-style", "typography/material3/styles/bodySmall/textStyle", '"captoin"',
      "unknown value 'captoin'", "did you mean 'caption'?")
value("m3-corner-word", "shape/material3/cornerFull", '"Full"', "unknown corner size 'Full'",
      "did you mean 'full'?")
value("m3-corner-alias-without-tokens", "shape/material3/cornerSmall", '"{size.corner}"',
      "references a design token, but the theme lists no token files", kind="unresolvedReference")
value("shape-object-defaults", "shape/defaults", '"material-2018"', "unknown value 'material-2018'",
      "did you mean 'material-201809'?")
value("state-layers-defaults", "stateLayers", '"material-2023"', "unknown value 'material-2023'",
      "did you mean 'material-202309'?")
value("state-layers-object-defaults", "stateLayers/defaults", '"material-2021"',
      "unknown value 'material-2021'", "did you mean 'material-202108'?")
case("invalid-value/shape-defaults-with-categories.json",
     '{\n  "shape": {\n    "defaults": null,\n    ‸"small": {"size": 4}\n  }\n}\n', "invalidValue",
     "/shape/small", "'small' cannot be combined with 'defaults'", "not both")
value("role-reference-without-role", "components/bottomDrawer/scrimColor", '{"alpha": 0.5}',
      "missing key 'role'", '{"role": "onSurface", "alpha": 0.6}', kind="missingKey")

# Duplicate keys (json-c would silently keep the last): at the second key.
case("duplicate-key/top-level.json", '{\n  "name": "One",\n  ‸"name": "Two"\n}\n',
     "duplicateKey", "/name", "duplicate key 'name'", "json-c would silently keep the last one")
case("duplicate-key/nested.json",
     '{\n  "colors": {\n    "light": {\n      "primary": "#6200EE",\n      ‸"primary": "#03DAC6"\n    }\n  }\n}\n',
     "duplicateKey", "/colors/light/primary", "duplicate key 'primary'")
case("duplicate-key/escaped.json", '{\n  "name": "One",\n  ‸"\\u006eame": "Two"\n}\n',
     "duplicateKey", "/name", "duplicate key 'name'")
case("duplicate-key/components.json",
     '{\n  "components": {\n    "bottomNavigation": {"variant": "primary"},\n    ‸"bottomNavigation": {"variant": "surface"}\n  }\n}\n',
     "duplicateKey", "/components/bottomNavigation", "duplicate key 'bottomNavigation'")

# Other syntax errors json-c reports itself: at the offending byte.
INV = "invalid JSON"
case("syntax/missing-colon.json", '{"name" ‸"Brand"}\n', "syntax", "", INV)
case("syntax/missing-comma.json", '{\n  "name": "Brand"\n  ‸"format": 1\n}\n', "syntax", "/name", INV)
case("syntax/unquoted-key.json", '{‸name: "Brand"}\n', "syntax", "", INV)
case("syntax/capitalised-literal.json", '{"colors": {"elevationOverlayEnabledForDarkMode": ‸True}}\n',
     "syntax", "/colors/elevationOverlayEnabledForDarkMode", INV)
# Numbers: at the first byte the JSON number grammar does not allow.
case("syntax/leading-zero.json", '{"format": 0‸1}\n', "syntax", "/format", "invalid number '01'",
     "no leading zeros")
case("syntax/hex-number.json", '{"format": 0‸x1}\n', "syntax", "/format", "invalid number '0x1'")
case("syntax/plus-sign.json", '{"format": ‸+1}\n', "syntax", "/format", "invalid number '+1'")
case("syntax/number-trailing-dot.json", '{"format": 1.‸}\n', "syntax", "/format",
     "invalid number '1.'")
case("syntax/number-two-dots.json", nested("typography/styles/caption/size", "12.5‸.1").replace("‸", "", 1),
     "syntax", "/typography/styles/caption/size", "invalid number '12.5.1'")
# An escape: at the character after the backslash, which is what is invalid.
case("syntax/bad-escape.json", '{"name": "a\\‸x41"}\n', "syntax", "/name", INV)
case("syntax/mismatched-bracket.json", '{"colors": {"light": {}‸]}\n', "syntax", "/colors/light", INV)
case("syntax/missing-value.json", '{"name": ‸}\n', "syntax", "/name", INV)
case("syntax/colon-in-array.json", '[1‸: 2]\n', "syntax", "/0", INV)
case("syntax/empty-file.json", "‸", "syntax", "", "empty file: expected a JSON object", "start with '{'")
case("syntax/whitespace-only.json", "‸  \n\t\n", "syntax", "", "empty file: expected a JSON object")

# extends: cycles, self-reference, missing files, directories, paths leaving the theme's root.
# Errors point at the "extends" value of the file that names the bad target.
X = "extends/"
case(X + "self.json", '{\n  "name": "Self",\n  "extends": ‸"self.json"\n}\n', "extendsCycle",
     "/extends", "extends cycle", "remove one of the extends links")
case(X + "cycle-a.json", '{\n  "extends": ‸"cycle-b.json"\n}\n', "extendsCycle", "/extends",
     "extends cycle", reported=X + "cycle-b.json", chain=[X + "cycle-a.json"])
case(X + "cycle-b.json", '{\n  "extends": ‸"cycle-a.json"\n}\n', "extendsCycle", "/extends",
     "extends cycle", reported=X + "cycle-a.json", chain=[X + "cycle-b.json"])
case(X + "missing.json", '{"name": "Orphan", "extends": ‸"no-such-theme.json"}\n',
     "invalidExtends", "/extends", "extends 'no-such-theme.json', which does not exist",
     "paths are relative to the theme that extends them")
case(X + "directory.json", '{"extends": ‸"folder.json"}\n', "invalidExtends", "/extends",
     "extends 'folder.json': is a directory, not a theme file")
case(X + "escape-parent.json", '{"extends": ‸"../trailing-text/word.json"}\n', "pathEscapesRoot",
     "/extends", "which is outside the theme root", "keep shared themes under the root directory")
case(X + "escape-absolute.json", '{"extends": ‸"/etc/passwd"}\n', "pathEscapesRoot", "/extends",
     "extends '/etc/passwd', which is outside the theme root")
case(X + "escape-through-folder.json", '{\n  "extends":\n    ‸"folder.json/../../syntax/empty-file.json"\n}\n',
     "pathEscapesRoot", "/extends", "which is outside the theme root")
case(X + "base-broken.json", '{\n  "name": "Base",\n  "colors": {"light": {"primary": ‸"#12"}}\n}\n',
     "invalidValue", "/colors/light/primary", "invalid color '#12'")
case(X + "child-of-broken.json", '{"name": "Child", "extends": "base-broken.json"}\n',
     "invalidValue", "/colors/light/primary", "invalid color '#12'",
     reported=X + "base-broken.json", chain=[X + "child-of-broken.json"], at=(3, 35))
# Fixtures/extends/folder.json is a directory: loading it directly fails as unreadable (exit 66).
case(X + "folder.json/inside.json", '{\n  "name": "Inside",\n  ‸"names": "typo"\n}\n', "unknownKey",
     "/names", "unknown key 'names'", "did you mean 'name'?")
cases.append({"file": X + "folder.json", "kind": "unreadable", "line": None, "column": None,
              "pointer": "", "message": "is a directory, not a theme file",
              "suggestion": "name a .json file inside it", "exit": 66})
# A path through a regular file, as if it were a directory: missing (exit 66), for root too.
cases.append({"file": "syntax/empty-file.json/theme.json", "kind": "fileNotFound", "line": None,
              "column": None, "pointer": "", "message": "no such file", "exit": 66})

# tokens: design-token files a theme lists, and "{group.token}" aliases. Files under
# tokens/support/ (token files and a valid base theme) are inputs of the cases, not cases. Errors
# about a value point at the theme's value and name the token's place in the message; errors
# inside a token file point there.
T = "tokens/"
write(T + "support/brand.tokens.json", """{
  "color": {
    "$type": "color",
    "brand": {
      "600": {"$value": "#1D5BEE"},
      "accent": {"$value": "#E6781E"}
    }
  },
  "size": {
    "$type": "dimension",
    "corner": {"$value": {"value": 12, "unit": "px"}},
    "huge": {"$value": {"value": 2000, "unit": "px"}}
  }
}
""")
cycle_at = write(T + "support/cycle.tokens.json", """{
  "color": {
    "$type": "color",
    "a": {"$value": ‸"{color.b}"},
    "b": {"$value": "{color.a}"}
  }
}
""")
broken_at = write(T + "support/broken.tokens.json", '{"color": {"$type": "color", "a": {"$value": "#123456"}‸,}}\n')
LIST = '"tokens": ["support/brand.tokens.json"]'
case(T + "missing-file.json", '{\n  "tokens": [‸"no-such.tokens.json"]\n}\n', "fileNotFound",
     "/tokens/0", "token file 'no-such.tokens.json' does not exist",
     "paths are relative to the theme that lists them", exit=66)
case(T + "escape.json", '{"tokens": ["support/brand.tokens.json", ‸"../syntax/empty-file.json"]}\n',
     "pathEscapesRoot", "/tokens/1", "is outside the theme root",
     "keep token files under the root directory")
case(T + "not-a-list.json", '{"tokens": ‸"brand.tokens.json"}\n', "wrongType", "/tokens",
     "expected a list of token file paths")
case(T + "empty-path.json", '{"tokens": [‸"  "]}\n', "invalidValue", "/tokens/0",
     "the token file path is empty")
case(T + "listed-twice.json",
     '{"tokens": ["support/brand.tokens.json", ‸"support/../support/brand.tokens.json"]}\n',
     "invalidValue", "/tokens/1", "is listed twice")
case(T + "lists-itself.json", '{"tokens": [‸"lists-itself.json"]}\n', "referenceCycle",
     "/tokens/0", "is a theme of this theme's extends chain", "list design-token files")
case(T + "no-token-files.json", '{"colors": {"light": {"primary": ‸"{color.brand.600}"}}}\n',
     "unresolvedReference", "/colors/light/primary",
     "'{color.brand.600}' references a design token, but the theme lists no token files",
     'add "tokens"')
case(T + "unknown-token.json",
     '{' + LIST + ', "colors": {"dark": {"primary": ‸"{color.brand.accnt}"}}}\n',
     "unresolvedReference", "/colors/dark/primary", "unknown token 'color.brand.accnt'",
     "did you mean '{color.brand.accent}'?")
case(T + "wrong-type.json",
     '{' + LIST + ', "colors": {"light": {"primary": ‸"{size.corner}"}}}\n',
     "wrongType", "/colors/light/primary",
     "is a dimension token, but colors come from color tokens", "reference a color token")
case(T + "wrong-type-size.json",
     '{' + LIST + ', "shape": {"small": {"size": ‸"{color.brand.600}"}}}\n',
     "wrongType", "/shape/small/size",
     "is a color token, but lengths come from dimension or number tokens")
case(T + "out-of-range.json",
     '{' + LIST + ', "typography": {"styles": {"caption": {"size": ‸"{size.huge}"}}}}\n',
     "invalidValue", "/typography/styles/caption/size", "is 2000, out of range: expected 1 to 1000")
case(T + "component-color.json",
     '{' + LIST + ', "components": {"bottomDrawer": {"scrimColor": ‸"{color.brand.60}"}}}\n',
     "unresolvedReference", "/components/bottomDrawer/scrimColor", "unknown token 'color.brand.60'")
case(T + "not-for-choices.json",
     '{' + LIST + ', "components": {"bottomNavigation": {"variant": ‸"{color.brand.600}"}}}\n',
     "invalidValue", "/components/bottomNavigation/variant",
     "a token reference cannot stand for 'variant'")
case(T + "token-cycle.json", '{"tokens": ["support/cycle.tokens.json"]}\n', "referenceCycle",
     "/color/a/$value", "circular reference", reported=T + "support/cycle.tokens.json",
     at=cycle_at)
case(T + "token-syntax.json", '{"tokens": ["support/broken.tokens.json"]}\n', "syntax",
     "/color/a", "trailing comma", reported=T + "support/broken.tokens.json", at=broken_at)
# A theme sees the tokens of the themes it extends: the base lists the file, the child misspells.
write(T + "support/base.json", '{"name": "Base", "tokens": ["brand.tokens.json"]}\n')
case(T + "inherited-unknown.json",
     '{"extends": "support/base.json", "colors": {"light": {"surface": ‸"{color.brnd.600}"}}}\n',
     "unresolvedReference", "/colors/light/surface", "unknown token 'color.brnd.600'",
     "did you mean '{color.brand.600}'?")

# Custom colors whose generated names clash: the Swift members, asset-catalog colors and CSS
# properties would hold only one of them. Reported at the second color's key.
CC = "custom-colors/"
SAME_SWIFT = "has the same Swift name as custom color"
RENAME = "rename one of them"
case(CC + "case-and-space.json",
     '{\n  "colors": {"custom": {\n    "brand gold": {"color": "#E6781E"},\n'
     '    ‸"Brand Gold": {"color": "#00FF00"}\n  }}\n}\n',
     "invalidValue", "/colors/custom/Brand Gold",
     SAME_SWIFT + " 'brand gold': 'customBrandGold'", RENAME)
case(CC + "hyphen.json",
     '{"colors": {"custom": {"brandGold": {"color": "#E6781E"}, ‸"brand-gold": {"color": "#0000FF"}}}}\n',
     "invalidValue", "/colors/custom/brand-gold", SAME_SWIFT + " 'brandGold'", RENAME)
case(CC + "css-only.json",
     '{"colors": {"custom": {"ab": {"color": "#E6781E"}, ‸"AB": {"color": "#0000FF"}}}}\n',
     "invalidValue", "/colors/custom/AB",
     "has the same CSS property as custom color 'ab': '--md-custom-color-ab'", RENAME)
case(CC + "on-prefix.json",
     '{"colors": {"custom": {"x": {"color": "#E6781E"}, ‸"on x": {"color": "#0000FF"}}}}\n',
     "invalidValue", "/colors/custom/on x", SAME_SWIFT + " 'x': 'customOnX'", RENAME)
case(CC + "extended-and-custom.json",
     '{"colors": {\n  "extended": {"brand gold": {"color": "#E6781E"}},\n'
     '  "custom": {‸"Brand-Gold": {"color": "#0000FF"}}\n}}\n',
     "invalidValue", "/colors/custom/Brand-Gold", SAME_SWIFT + " 'brand gold'", RENAME)
write(CC + "support/base-gold.json",
      '{"name": "Base", "colors": {"custom": {"brand gold": {"color": "#E6781E"}}}}\n')
case(CC + "over-extends.json",
     '{\n  "extends": "support/base-gold.json",\n'
     '  "colors": {"custom": {‸"BrandGold": {"color": "#0000FF"}}}\n}\n',
     "invalidValue", "/colors/custom/BrandGold", SAME_SWIFT + " 'brand gold'", RENAME)
# Numbers outside Int's range in token files of every format (issue 25, item 1): each is one
# located error in the token file (or at the theme's alias), never a trap.
W = "font weight "
SUGGEST_WEIGHT = "use a whole number from 1 to 1000"
for name, literal, problem in [
        ("weight-dtcg-1e19", "1e19", "1e19 is out of range: expected 1 to 1000"),
        ("weight-dtcg-1e300", "1e300", "1e300 is out of range: expected 1 to 1000"),
        ("weight-dtcg-1e999", "1e999", "number is too large to represent: expected 1 to 1000")]:
    at = write(T + "support/" + name + ".tokens.json",
               '{\n  "font": {\n    "$type": "fontWeight",\n    "w": {"$value": ‸' + literal + '}\n  }\n}\n')
    case(T + name + ".json", '{"tokens": ["support/' + name + '.tokens.json"]}\n', "invalidValue",
         "/font/w/$value", W + problem, SUGGEST_WEIGHT,
         reported=T + "support/" + name + ".tokens.json", at=at)
at = write(T + "support/weight-style-dictionary.json",
           '{\n  "font": {"w": {"value": ‸"Infinity", "type": "fontWeights"}},\n'
           '  "color": {"primary": {"value": "#123456", "type": "color"}}\n}\n')
case(T + "weight-style-dictionary.json", '{"tokens": ["support/weight-style-dictionary.json"]}\n',
     "invalidValue", "/font/w/value", W + "number is too large to represent",
     reported=T + "support/weight-style-dictionary.json", at=at)
at = write(T + "support/weight-tokens-studio.json",
           '{\n  "core": {"w": {"value": ‸"inf", "type": "fontWeights"}},\n'
           '  "$metadata": {"tokenSetOrder": ["core"]}\n}\n')
case(T + "weight-tokens-studio.json", '{"tokens": ["support/weight-tokens-studio.json"]}\n',
     "invalidValue", "/core/w/value", W + "number is too large to represent",
     reported=T + "support/weight-tokens-studio.json", at=at)
at = write(T + "support/weight-folder/core.json",
           '{\n  "w": {"value": ‸"1e19", "type": "fontWeights"}\n}\n')
write(T + "support/weight-folder/$metadata.json", '{"tokenSetOrder": ["core"]}\n')
case(T + "weight-tokens-studio-folder.json", '{"tokens": ["support/weight-folder"]}\n',
     "invalidValue", "/w/value", W + "1e+19 is out of range",
     reported=T + "support/weight-folder/core.json", at=at)
# Figma FLOAT variables are number tokens; a theme's weight may come from one.
write(T + "support/weight-figma.json", json.dumps({"status": 200, "error": False, "meta": {
    "variableCollections": {"VariableCollectionId:1:0": {
        "id": "VariableCollectionId:1:0", "name": "Type", "defaultModeId": "1:0",
        "modes": [{"modeId": "1:0", "name": "Value"}], "variableIds": ["VariableID:1:1"]}},
    "variables": {"VariableID:1:1": {
        "id": "VariableID:1:1", "name": "weight/heavy", "resolvedType": "FLOAT",
        "variableCollectionId": "VariableCollectionId:1:0",
        "valuesByMode": {"1:0": 1e19}}}}}, indent=1) + "\n")
case(T + "weight-figma.json",
     '{"tokens": ["support/weight-figma.json"], "typography": {"styles": {"caption": '
     '{"weight": ‸"{Type.weight.heavy}"}}}}\n',
     "invalidValue", "/typography/styles/caption/weight",
     W + "1e+19 is out of range", reported=None)

# DTCG resolver documents a theme lists: errors are located in the resolver document.
R = T + "support/resolver-"
at = write(R + "cycle.resolver.json", """{
  "version": "2025.10",
  "sets": {
    "a": {"sources": [{"$ref": "#/sets/b"}]},
    "b": {"sources": [{"$ref": ‸"#/sets/a"}]}
  },
  "resolutionOrder": [{"$ref": "#/sets/a"}]
}
""")
case(T + "resolver-ref-cycle.json", '{"tokens": ["support/resolver-cycle.resolver.json"]}\n',
     "referenceCycle", "/sets/b/sources/0/$ref", "$ref cycle: /sets/a → /sets/b → /sets/a",
     "a set may not include itself", reported=R + "cycle.resolver.json", at=at)
# A `$ref` naming a reference object (`$defs.d0` is `{"$ref": "#/$defs/d1"}`) is followed, as
# JSON Schema's `$ref` is: a cycle or a link naming nothing is one error, at the `$ref` that causes
# it, in the resolver (not a group `$extends`, not in a token file the resolution merged last).
for name, d1, pointer, message, kind in [
    ("defs-chain-cycle", '"#/$defs/d0"', "/$defs/d1/$ref",
     "$ref cycle: #/$defs/d0 → #/$defs/d1 → #/$defs/d0", "referenceCycle"),
    ("defs-chain-dangling", '"#/$defs/nothing"', "/$defs/d1/$ref",
     "$ref '#/$defs/nothing' names nothing", "unresolvedReference"),
]:
    at = write(R + name + ".resolver.json", """{
  "version": "2025.10",
  "$defs": {
    "d0": {"$ref": "#/$defs/d1"},
    "d1": {"$ref": ‸""" + d1 + """}
  },
  "sets": {"s": {"sources": [{"$ref": "#/$defs/d0"}]}},
  "modifiers": {"theme": {"contexts": {
    "light": [{"$ref": "brand.tokens.json"}], "dark": [{"$ref": "brand.tokens.json"}]}}},
  "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]
}
""")
    case(T + "resolver-" + name + ".json",
         '{"tokens": ["support/resolver-' + name + '.resolver.json"]}\n', kind, pointer, message,
         reported=R + name + ".resolver.json", at=at)
at = write(R + "escape.resolver.json", """{
  "version": "2025.10",
  "sets": {"s": {"sources": [{"$ref": ‸"../../syntax/empty-file.json"}]}},
  "resolutionOrder": [{"$ref": "#/sets/s"}]
}
""")
case(T + "resolver-ref-outside-root.json",
     '{"tokens": ["support/resolver-escape.resolver.json"]}\n', "pathEscapesRoot",
     "/sets/s/sources/0/$ref", "$ref file '../../syntax/empty-file.json' is outside the resolver's root",
     "keep token files under the resolver's folder", reported=R + "escape.resolver.json", at=at)
at = write(R + "missing-target.resolver.json", """{
  "version": "2025.10",
  "sets": {"s": {"sources": [{"$ref": ‸"brand.tokens.json#/color/nothing"}]}},
  "resolutionOrder": [{"$ref": "#/sets/s"}]
}
""")
case(T + "resolver-missing-pointer-target.json",
     '{"tokens": ["support/resolver-missing-target.resolver.json"]}\n', "unresolvedReference",
     "/sets/s/sources/0/$ref",
     "$ref 'brand.tokens.json#/color/nothing' names nothing in 'brand.tokens.json'",
     reported=R + "missing-target.resolver.json", at=at)
at = write(R + "no-default.resolver.json", """{
  "version": "2025.10",
  "modifiers": {
    "brand": ‸{"contexts": {"acme": [{"$ref": "brand.tokens.json"}], "globex": []}}
  },
  "resolutionOrder": [{"$ref": "#/modifiers/brand"}]
}
""")
case(T + "resolver-modifier-without-default.json",
     '{"tokens": ["support/resolver-no-default.resolver.json"]}\n', "missingKey",
     "/modifiers/brand", "missing modifier \"brand\": it has no default",
     "--context brand=NAME", reported=R + "no-default.resolver.json", at=at)
at = write(R + "huge-order.resolver.json", '{"version": "2025.10", "sets": {"s": {"sources": []}}, '
           '"resolutionOrder": ‸[' + ", ".join(['{"$ref": "#/sets/s"}'] * 1001) + ']}\n')
case(T + "resolver-huge-resolution-order.json",
     '{"tokens": ["support/resolver-huge-order.resolver.json"]}\n', "invalidValue",
     "/resolutionOrder", "resolutionOrder has 1001 entries, more than 1000",
     reported=R + "huge-order.resolver.json", at=at)
# Tokens Studio math (read in the tolerant formats): what cannot be evaluated is located.
M = T + "support/math-"
# Each malformed expression names its own problem, in number and dimension tokens alike (not
# "mixed units", which is for `1rem + 1px` alone).
for name, expression, message, kind in [
    ("division-by-zero", "{size.base} / (2 - 2)", "the expression '8 / (2 - 2)' divides by zero",
     "number"),
    ("nan", "sqrt(0 - {size.base})", "the expression 'sqrt(0 - 8)' is not a finite number",
     "number"),
    ("deep", "(" * 40 + "1" + ")" * 40, "nests deeper than 32 levels", "number"),
    ("max-no-arguments", "max()",
     "the expression 'max()' calls max() with no arguments; max takes 1 or more", "dimension"),
    ("round-to-no-arguments", "roundTo()",
     "the expression 'roundTo()' calls roundTo() with no arguments; roundTo takes 1 or 2",
     "number"),
    ("abs-two-arguments", "abs(8, 2)",
     "the expression 'abs(8, 2)' calls abs() with 2 arguments; abs takes 1", "dimension"),
    ("number-out-of-range", "abs(-1e400)",
     "the number 1e400 in 'abs(-1e400)' is out of range", "dimension"),
    ("missing-operand", "8 *", "the expression '8 *' ends where a number was expected",
     "dimension"),
]:
    at = write(M + name + ".tokens.json",
               '{\n  "size": {\n    "base": {"value": "8", "type": "number"},\n'
               '    "bad": {"value": ‸"' + expression + '", "type": "' + kind + '"}\n  }\n}\n')
    case(T + "math-" + name + ".json", '{"tokens": ["support/math-' + name + '.tokens.json"]}\n',
         "invalidValue", "/size/bad/value", message, reported=M + name + ".tokens.json", at=at)

# Integers beyond 64 bits (json-c saturates them): quoted as written, at the member holding them.
BIG = "18446744073709551616"
for name, value_key, type_key, member in [
        ("typography-big-weight-dtcg", "$value", "$type", "fontWeight"),
        ("typography-big-weight-sd", "value", "type", "fontWeight")]:
    at = write(T + "support/" + name + ".tokens.json",
               '{\n  "font": {"caption": {"' + type_key + '": "typography", "' + value_key + '": {\n'
               '    "fontFamily": "X", "fontSize": {"value": 12, "unit": "px"},\n'
               '    "fontWeight": ‸' + BIG + ', "lineHeight": 1}}}\n}\n')
    case(T + name + ".json", '{"tokens": ["support/' + name + '.tokens.json"]}\n', "invalidValue",
         "/font/caption/" + value_key + "/" + member, W + BIG + " is out of range: expected 1 to 1000",
         SUGGEST_WEIGHT, reported=T + "support/" + name + ".tokens.json", at=at)
HUGE = "123456789012345678901234567890"
write(T + "support/huge-number.tokens.json",
      '{"size": {"big": {"$type": "number", "$value": ' + HUGE + '}}}\n')
case(T + "huge-number-elevation.json",
     '{"tokens": ["support/huge-number.tokens.json"],\n'
     ' "components": {"bottomNavigation": {"primary": {"elevation": ‸"{size.big}"}}}}\n',
     "invalidValue", "/components/bottomNavigation/primary/elevation",
     "huge-number.tokens.json:1:11 /size/big) is " + HUGE + ", out of range: expected 0 to 1000")
case(T + "huge-number-weight.json",
     '{"tokens": ["support/huge-number.tokens.json"],\n'
     ' "typography": {"styles": {"caption": {"weight": ‸"{size.big}"}}}}\n',
     "invalidValue", "/typography/styles/caption/weight",
     "huge-number.tokens.json:1:11 /size/big): font weight " + HUGE + " is out of range")

# A directory where a file is expected: the message names the kind of file (a token file an
# `$ref` names, a seed image), located at the value that names it; exit 66 (unreadable).
write(R + "dir-set.json/inside.json", '{}\n')
at = write(R + "dir.resolver.json", """{
  "version": "2025.10",
  "sets": {"s": {"sources": [{"$ref": ‸"resolver-dir-set.json"}]}},
  "resolutionOrder": [{"$ref": "#/sets/s"}]
}
""")
case(T + "resolver-ref-directory.json", '{"tokens": ["support/resolver-dir.resolver.json"]}\n',
     "unreadable", "/sets/s/sources/0/$ref",
     "$ref file 'resolver-dir-set.json': is a directory, not a token file",
     "name a .json file inside it", exit=66, reported=R + "dir.resolver.json", at=at)
write("colors/support/seed.png/inside.txt", "not an image\n")
case("colors/seed-image-directory.json",
     '{"colors": {"seed": {"image": ‸"support/seed.png"}}}\n', "unreadable",
     "/colors/seed/image", "seed image 'support/seed.png': is a directory, not an image",
     "name a PNG or JPEG file inside it", exit=66)

# A theme naming a token its file skipped (a unit or value form the engine does not read): at the
# theme's alias, saying why and where the skipped value is, in every token format alike.
for name, body, value_key, reason in [
    ("skipped-sd-em", '"type": "dimension", "value": ‸"4em"', "value",
     "is skipped: 'em' dimensions have no fixed size in points"),
    ("skipped-sd-math", '"type": "dimension", "value": ‸"1rem + 1px"', "value",
     "is skipped: math expressions with mixed units"),
    ("skipped-dtcg-em", '"$type": "dimension", "$value": ‸{"value": 4, "unit": "em"}', "$value",
     "is skipped: 'em' dimensions have no fixed size in points"),
]:
    line, column = write(T + "support/" + name + ".tokens.json",
                         '{\n  "size": {\n    "x": {' + body + '}\n  }\n}\n')
    case(T + name + ".json",
         '{"tokens": ["support/' + name + '.tokens.json"],\n'
         ' "typography": {"styles": {"caption": {"size": ‸"{size.x}"}}}}\n',
         "unresolvedReference", "/typography/styles/caption/size",
         "%s.tokens.json:%d:%d /size/x/%s) %s" % (name, line, column, value_key, reason),
         "give the token a value MaterialTheming reads")

cases.sort(key=lambda c: c["file"])
with open(os.path.join(OUT, "expectations.json"), "w") as f:
    json.dump(cases, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(cases), "cases")
