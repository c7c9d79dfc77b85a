/// Applies a ``LintFix`` to a theme file's text: the smallest edit, every other byte kept.
///
/// A stated value is replaced in place (for a role reference whose role is unchanged, only the
/// `alpha` number). A missing member is added to the nearest existing object, after its last
/// member, in the object's own layout: one member per line at the members' indentation and
/// with the object's own line ending (CRLF in a CRLF file), or inline for an object written on
/// one line; missing parent objects are created around it.
enum ThemeFileEditor {
  /// Why a fix cannot be applied.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The bytes of `map`'s file with `fix` applied.
  static func apply(_ fix: LintFix, to map: ThemeSourceMap) throws(Failure) -> [UInt8] {
    var bytes = map.bytes
    let edit = try edit(for: fix, in: map)
    bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
    return bytes
  }

  /// The byte range of `map`'s file that `fix` replaces (empty for an insertion) and the text
  /// that replaces it.
  static func edit(for fix: LintFix, in map: ThemeSourceMap) throws(Failure)
    -> (range: Range<Int>, text: String)
  {
    let bytes = map.bytes
    if let range = map.valueRange(of: fix.pointer) {
      let (target, text) = replacement(for: fix, in: map, range: range)
      return (target, text)
    }
    let ancestor = map.deepestStatedAncestor(of: fix.pointer)
    guard let objectRange = map.valueRange(of: ancestor),
      bytes[objectRange.lowerBound] == UInt8(ascii: "{")
    else {
      throw Failure(
        description:
          "cannot add \(fix.pointer.dottedPath): \(ancestor.displayText) is not an object")
    }
    let missing = Array(fix.pointer.tokens[ancestor.tokens.count...])
    let members = map.children(of: ancestor)
    let multiline = spansLines(bytes, objectRange)
    let newline = lineEnding(bytes, objectRange)
    let outerIndent = lineIndent(bytes, at: objectRange.lowerBound)
    var memberIndent = outerIndent + "  "
    if let first = members.first, let key = map.keyOffset(of: first) {
      memberIndent = lineIndent(bytes, at: key)
    }
    let unit =
      memberIndent.count > outerIndent.count && memberIndent.hasPrefix(outerIndent)
      ? String(memberIndent.dropFirst(outerIndent.count)) : "  "
    let inlineSpace =
      objectRange.count > 1 && bytes[objectRange.lowerBound + 1] == UInt8(ascii: " ") ? " " : ""
    let member = memberText(
      missing, value: fix.value, multiline: multiline, newline: newline, indent: memberIndent,
      unit: unit, inlineSpace: inlineSpace)
    let insertion: Int
    let text: String
    if let last = members.last, let lastRange = map.valueRange(of: last) {
      insertion = lastRange.upperBound
      text = multiline ? "," + newline + memberIndent + member : ", " + member
    } else {
      insertion = objectRange.lowerBound + 1
      text =
        multiline
        ? newline + memberIndent + member
        : inlineSpace + member + (inlineSpace.isEmpty || objectRange.count > 2 ? "" : " ")
    }
    return (insertion..<insertion, text)
  }

  /// `"a": { "b": value }` for the missing keys `[a, b]`, in the object's layout.
  private static func memberText(
    _ keys: [String], value: String, multiline: Bool, newline: String, indent: String,
    unit: String, inlineSpace: String
  ) -> String {
    guard let key = keys.first else { return value }
    let rest = Array(keys.dropFirst())
    if rest.isEmpty { return quoted(key) + ": " + value }
    let inner = memberText(
      rest, value: value, multiline: multiline, newline: newline, indent: indent + unit,
      unit: unit, inlineSpace: inlineSpace)
    if multiline {
      return quoted(key) + ": {" + newline + indent + unit + inner + newline + indent + "}"
    }
    return quoted(key) + ": {" + inlineSpace + inner + inlineSpace + "}"
  }

  /// The range to replace and its new text: the whole value, or just the `alpha` number of a
  /// role reference that keeps its role.
  private static func replacement(for fix: LintFix, in map: ThemeSourceMap, range: Range<Int>)
    -> (Range<Int>, String)
  {
    let alphaPointer = fix.pointer.appending("alpha")
    let rolePointer = fix.pointer.appending("role")
    if let newRole = memberText(of: "role", in: fix.value),
      let newAlpha = memberText(of: "alpha", in: fix.value),
      let roleRange = map.valueRange(of: rolePointer),
      let alphaRange = map.valueRange(of: alphaPointer),
      Array(map.bytes[roleRange]) == Array(newRole.utf8)
    {
      return (alphaRange, newAlpha)
    }
    return (range, fix.value)
  }

  /// The JSON text of member `key` in the one-level object `value` our fixes write.
  private static func memberText(of key: String, in value: String) -> String? {
    let bytes = Array(value.utf8)
    guard bytes.first == UInt8(ascii: "{"),
      let range = PositionIndex(bytes).entries[JSONPointer(tokens: [key])]?.valueRange
    else { return nil }
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// `text` as a JSON string literal (quotes, backslashes and control characters escaped).
  static func quoted(_ text: String) -> String {
    var out = ""
    TextEscaping.appendJSONString(text, to: &out, uppercaseHex: false)
    return out
  }

  /// Whether `bytes[range]` spans more than one line.
  private static func spansLines(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes[range].contains(UInt8(ascii: "\n"))
  }

  /// The line ending `bytes[range]` uses: `"\r\n"` when its first line break is one, else
  /// `"\n"`.
  private static func lineEnding(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    guard let first = bytes[range].firstIndex(of: UInt8(ascii: "\n")), first > range.lowerBound,
      bytes[first - 1] == UInt8(ascii: "\r")
    else { return "\n" }
    return "\r\n"
  }

  /// The whitespace that starts the line holding `offset`.
  private static func lineIndent(_ bytes: [UInt8], at offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// `lint --fix`: applies every fix the linter finds, one at a time, re-linting after each.
///
/// ```swift
/// let result = try LintFixer().fix(bytes: bytes, fileName: "brand.json")
/// result.fixed   // the edited bytes (nothing is written: the caller writes them atomically)
/// result.remaining  // findings without an automatic fix
/// ```
public struct LintFixer: Sendable {
  /// The loader (limits, root directory for `extends`).
  public var loader: ThemeLoader
  /// The contrast measure(s) whose findings are fixed.
  public var contrast: ContrastMethod
  /// The most edits made to one file.
  public var maximumEdits: Int

  /// Creates a fixer.
  public init(
    loader: ThemeLoader = ThemeLoader(), contrast: ContrastMethod = .wcag2, maximumEdits: Int = 64
  ) {
    self.loader = loader
    self.contrast = contrast
    self.maximumEdits = maximumEdits
  }

  /// What fixing one file did.
  public struct Result: Sendable {
    /// The file's bytes before.
    public var original: [UInt8]
    /// The file's bytes after every fix.
    public var fixed: [UInt8]
    /// The findings before fixing.
    public var before: [LintFinding]
    /// The fixes applied, in order.
    public var applied: [LintFix]
    /// The findings left after fixing.
    public var remaining: [LintFinding]
    /// The loaded theme's notes (``Theme/notes``), before fixing.
    public var notes: [String] = []
  }

  /// Lints `bytes`, applies the first fixable finding's fix, and repeats until none is left.
  /// - Throws: ``ThemeError`` when the file does not load (before or after an edit; an edit that
  ///   broke the file would be a bug, and then nothing is returned to write).
  public func fix(bytes: [UInt8], fileName: String) throws(ThemeError) -> Result {
    var current = bytes
    var notes: [String] = []
    var findings = try lint(current, fileName, notes: &notes)
    let before = findings
    var applied: [LintFix] = []
    var tried = Set<String>()
    func key(_ fix: LintFix) -> String { fix.pointer.description + "\u{0}" + fix.value }
    while applied.count < maximumEdits,
      let fix = findings.lazy.compactMap(\.fix).first(where: { !tried.contains(key($0)) })
    {
      tried.insert(key(fix))
      let map = try ThemeSourceMap(bytes: current, fileName: fileName, limits: loader.limits)
      let edited: [UInt8]
      do {
        edited = try ThemeFileEditor.apply(fix, to: map)
      } catch {
        continue
      }
      guard edited != current else { continue }
      var ignored: [String] = []
      findings = try lint(edited, fileName, notes: &ignored)
      current = edited
      applied.append(fix)
    }
    return Result(
      original: bytes, fixed: current, before: before, applied: applied, remaining: findings,
      notes: notes)
  }

  private func lint(_ bytes: [UInt8], _ fileName: String, notes: inout [String])
    throws(ThemeError) -> [LintFinding]
  {
    let theme = try loader.load(bytes: bytes, fileName: fileName)
    notes = theme.notes
    let map = try ThemeSourceMap(bytes: bytes, fileName: fileName, limits: loader.limits)
    return ThemeLinter(theme: theme, sourceMap: map, contrast: contrast).findings()
  }
}
