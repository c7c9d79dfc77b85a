/// One problem `lint` reports: where, how serious, what, and what to write instead.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Sendable, Hashable, Comparable {
    /// A guideline the theme should meet; does not fail the lint.
    case warning
    /// A requirement the theme breaks; fails the lint.
    case error

    /// Warnings sort before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// The theme file.
  public var file: String
  /// Where in the file: the key to change, or — when the file does not state it yet — the
  /// nearest place it would be added (its stated ancestor, or the `extends` line).
  public var position: SourcePosition
  /// The key to change (stated in the file, or to be added to it).
  public var pointer: JSONPointer
  /// Error or warning.
  public var severity: Severity
  /// What is wrong.
  public var message: String
  /// The check that found it.
  public var rule: LintRule
  /// How to fix it, in words (`set components.… to {"role": "onPrimary", "alpha": 0.87}`).
  public var suggestion: String?
  /// The edit `lint --fix` applies, when there is one.
  public var fix: LintFix?
  /// Where the stated value ends (for a region in SARIF); `nil` when the key is not stated.
  public var endPosition: SourcePosition?

  /// Creates a finding.
  public init(
    file: String, position: SourcePosition, pointer: JSONPointer, severity: Severity,
    message: String, rule: LintRule = .themeFile, suggestion: String? = nil, fix: LintFix? = nil,
    endPosition: SourcePosition? = nil
  ) {
    self.file = file
    self.position = position
    self.pointer = pointer
    self.severity = severity
    self.message = message
    self.rule = rule
    self.suggestion = suggestion
    self.fix = fix
    self.endPosition = endPosition
  }

  /// `file:line:col: error|warning: message — suggestion [rule]`, with input echoed in it
  /// escaped.
  public var description: String {
    let file = DiagnosticText.escaped(file)
    return
      "\(file):\(position.line):\(position.column): \(severity.rawValue): "
      + DiagnosticText.escaped(message)
      + (suggestion.map { " — " + DiagnosticText.escaped($0) } ?? "") + " [\(rule.rawValue)]"
  }

  /// The finding as a JSON object (`file`, `line`, `column`, `severity`, `pointer`, `message`,
  /// `rule`, and `suggestion` and `fix` when there are).
  public var json: JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("file", .string(file)), ("line", .number(Double(position.line))),
      ("column", .number(Double(position.column))), ("severity", .string(severity.rawValue)),
      ("pointer", .string(pointer.description)), ("message", .string(message)),
      ("rule", .string(rule.rawValue)),
    ]
    if let suggestion { members.append(("suggestion", .string(suggestion))) }
    if let fix {
      members.append(
        (
          "fix",
          .object([("pointer", .string(fix.pointer.description)), ("value", .string(fix.value))])
        ))
    }
    return .object(members)
  }
}

/// An edit `lint --fix` makes: set the member at `pointer` to the JSON text `value`.
public struct LintFix: Sendable, Hashable {
  /// The member to set; added (with any missing parent objects) when the file lacks it.
  public var pointer: JSONPointer
  /// The new value, as JSON text (`"#0F5071"`, `{"role": "onPrimary", "alpha": 0.87}`).
  public var value: String
  /// The text edit that makes the change in the file as it was linted, when known.
  public var edit: Edit?

  /// A text edit: replace `length` bytes at byte `offset` (0 for an insertion) with `text`.
  public struct Edit: Sendable, Hashable {
    /// The byte offset from the start of the file.
    public var offset: Int
    /// How many bytes are replaced.
    public var length: Int
    /// The new text.
    public var text: String
  }

  /// `set a.b.c to value`, naming the key as a dotted path when its keys allow it.
  public var sentence: String { "set \(pointer.dottedPath) to \(value)" }
}

extension JSONPointer {
  /// The pointer as a dotted path (`components.bottomNavigation.primary`) when no key holds a
  /// dot, space or slash; otherwise the pointer itself.
  public var dottedPath: String {
    let plain = tokens.allSatisfy { token in
      !token.isEmpty && token.unicodeScalars.allSatisfy { $0 != "." && $0 != " " && $0 != "/" }
    }
    return plain && !tokens.isEmpty ? tokens.joined(separator: ".") : description
  }
}
