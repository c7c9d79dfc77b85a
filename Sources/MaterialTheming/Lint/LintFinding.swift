/// One problem `lint` reports: where, how serious, and what.
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
  /// Where in the file (the key responsible, or its nearest stated ancestor).
  public var position: SourcePosition
  /// The key responsible.
  public var pointer: JSONPointer
  /// Error or warning.
  public var severity: Severity
  /// What is wrong.
  public var message: String

  /// Creates a finding.
  public init(
    file: String, position: SourcePosition, pointer: JSONPointer, severity: Severity,
    message: String
  ) {
    self.file = file
    self.position = position
    self.pointer = pointer
    self.severity = severity
    self.message = message
  }

  /// `file:line:col: error|warning: message`, with input echoed in it escaped
  /// (``DiagnosticText/escaped(_:)``).
  public var description: String {
    let file = DiagnosticText.escaped(file)
    return
      "\(file):\(position.line):\(position.column): \(severity.rawValue): "
      + DiagnosticText.escaped(message)
  }

  /// The finding as a JSON object (`file`, `line`, `column`, `severity`, `pointer`, `message`).
  public var json: JSONOutput {
    .object([
      ("file", .string(file)), ("line", .number(Double(position.line))),
      ("column", .number(Double(position.column))), ("severity", .string(severity.rawValue)),
      ("pointer", .string(pointer.description)), ("message", .string(message)),
    ])
  }
}
