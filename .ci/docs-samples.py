#!/usr/bin/env python3
"""Turns the Swift code samples of DocC articles into one program that .ci/docs compiles and runs.

Usage: docs-samples.py ARTICLE.md... > main.swift

Each article's ```swift blocks become the body of one throwing function, in order, so later blocks
may use what earlier ones declared. A block that is a Package.swift fragment (it starts with
`.target`, `.product` or `dependencies:`) is skipped. A line `EXPRESSION  // "text"` (no `let` or
`var`) becomes a check that EXPRESSION prints as `text` (optionals unwrapped); a failed check
prints `ARTICLE:LINE: error: …` and makes the program exit 1. The program runs in the package
root, so samples may load `Themes/…`; `path` names a shipped theme for samples that take one.
"""

import pathlib
import re
import sys

CHECKED = re.compile(r'^(\s*)(?!let |var )(\S.*?)\s*//\s*"(.*)"\s*$')

lines = [
    "import MaterialTheming",
    "import MaterialThemingSwiftUI",
    "import Foundation",
    'let path = "Themes/ocean.json"',
    "nonisolated(unsafe) var failures = 0",
    "func check<T>(_ value: T?, _ expected: String, _ place: String) {",
    '  let text = value.map { "\\($0)" } ?? "nil"',
    "  if text != expected {",
    '    print("\\(place): error: the sample gives \\(text), its comment says \\(expected)")',
    "    failures += 1",
    "  }",
    "}",
]
calls = []
for index, name in enumerate(sys.argv[1:]):
    text = pathlib.Path(name).read_text()
    body = []
    for block in re.finditer(r"```swift\n(.*?)```", text, re.S):
        code = block.group(1)
        if code.lstrip().startswith((".target", ".product", "dependencies:")):
            continue
        first_line = text.count("\n", 0, block.start(1)) + 1
        for offset, line in enumerate(code.splitlines()):
            if line.startswith("import "):
                continue
            match = CHECKED.match(line)
            if match:
                indent, expression, expected = match.groups()
                place = f"{name}:{first_line + offset}"
                line = f'{indent}check({expression}, "{expected}", "{place}")'
            body.append("  " + line)
    if body:
        lines.append(f"// {name}")
        lines.append(f"func sample{index}() throws {{")
        lines += body
        lines.append("}")
        calls.append(
            f"do {{ try sample{index}() }} "
            f'catch {{ print("{name}: error: threw \\(error)"); failures += 1 }}'
        )
lines += calls
lines.append("exit(failures == 0 ? 0 : 1)")
print("\n".join(lines))
