/// An error found while reading, parsing, decoding or resolving a theme file.
///
/// It renders as the compiler-style line editors and CI understand:
/// ```
/// Themes/brand.json:7:5: error: unknown key 'primay' at /colors/light/primay — did you mean 'primary'?
/// ```
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong, as a category a program can switch over.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The file does not exist.
    case fileNotFound
    /// The file exists but cannot be read (a directory, no permission, an I/O error).
    case unreadable
    /// The file is larger than ``LoadingLimits/maximumFileSize``.
    case fileTooLarge
    /// The bytes are not valid JSON (including what json-c tolerates but JSON forbids).
    case syntax
    /// Containers nest deeper than ``LoadingLimits/maximumDepth``.
    case nestingTooDeep
    /// An object names the same key twice.
    case duplicateKey
    /// A key the theme format does not define.
    case unknownKey
    /// A required key is absent.
    case missingKey
    /// A value has the wrong JSON type.
    case wrongType
    /// A value has the right type but an unacceptable value (a bad color, a number out of range).
    case invalidValue
    /// An `extends` target is missing, a directory or unreadable.
    case invalidExtends
    /// An `extends` chain loops back on itself.
    case extendsCycle
    /// An `extends` chain is longer than ``LoadingLimits/maximumExtendsDepth``.
    case extendsTooDeep
    /// An `extends` path leaves the theme root directory.
    case pathEscapesRoot
    /// A design-token reference (`{group.token}`, `$ref` or `$extends`) names nothing usable.
    case unresolvedReference
    /// Design-token references (or `$extends` links) loop back on themselves.
    case referenceCycle
    /// An image is not a PNG or JPEG, is corrupt, truncated, empty, unsupported (CMYK) or larger
    /// than ``ImageLimits`` allow.
    case invalidImage
  }

  /// The category.
  public var kind: Kind
  /// The file, as the user named it (or as reached through `extends`).
  public var file: String
  /// Where in the file; `nil` when the error concerns the file as a whole.
  public var position: SourcePosition?
  /// The JSON pointer of the offending key or value.
  public var pointer: JSONPointer
  /// What was wrong and what was expected, without location.
  public var message: String
  /// A likely fix ("did you mean 'primary'?"), when one exists.
  public var suggestion: String?
  /// The `extends` chain that led here, outermost theme first, when the file was reached through `extends`.
  public var chain: [String]
  /// Further errors found in the same pass, in file order.
  ///
  /// A design-token file reports every invalid token at once: the first is this error, the
  /// rest are here, and ``description`` prints each as its own diagnostic.
  public var additionalErrors: [ThemeError] = []
  /// Further places the error concerns, one line each (for a token file: the theme that lists it).
  public var notes: [String] = []

  /// Creates an error.
  public init(
    _ kind: Kind, file: String, position: SourcePosition? = nil, pointer: JSONPointer = .root,
    message: String, suggestion: String? = nil, chain: [String] = []
  ) {
    self.kind = kind
    self.file = file
    self.position = position
    self.pointer = pointer
    self.message = message
    self.suggestion = suggestion
    self.chain = chain
  }

  /// `file:LINE:COL: error: <message> at <pointer>[ — <suggestion>]`, plus the `extends` chain
  /// and the ``notes``, then, one per line, the ``additionalErrors``.
  ///
  /// Everything that may echo input (file names, keys in the message and pointer) is passed
  /// through one escaper, so the first line is always exactly one diagnostic.
  public var description: String { lines.joined(separator: "\n") }

  /// The lines of ``description``, none holding a newline or any other control character.
  ///
  /// The diagnostic, the `extends` chain and each note, then the lines of each of the
  /// ``additionalErrors``.
  public var lines: [String] {
    let file = DiagnosticText.escaped(file)
    let location = position.map { "\(file):\($0.line):\($0.column)" } ?? file
    var text = "\(location): error: \(DiagnosticText.escaped(message))"
    if position != nil || !pointer.tokens.isEmpty {
      text += " at \(DiagnosticText.escaped(pointer.displayText))"
    }
    if let suggestion { text += " — \(DiagnosticText.escaped(suggestion))" }
    var lines = [text]
    if !chain.isEmpty {
      let names = chain.map(DiagnosticText.escaped).joined(separator: " → ")
      lines.append("  note: reached through extends: \(names)")
    }
    for note in notes { lines.append("  note: \(DiagnosticText.escaped(note))") }
    for error in additionalErrors { lines += error.lines }
    return lines
  }
}

/// Where a loader reports the errors about one thing it reads: the file, the position and pointer
/// in it, and the `extends` chain; only the kind, message and suggestion vary.
struct ThemeErrorSite {
  /// The file the errors name.
  var file: String
  /// Where in the file; `nil` for the file as a whole.
  var position: SourcePosition? = nil
  /// The JSON pointer of the member concerned.
  var pointer: JSONPointer = .root
  /// The `extends` chain that led here.
  var chain: [String]

  /// The error of `kind` at this site.
  func error(_ kind: ThemeError.Kind, _ message: String, _ suggestion: String? = nil) -> ThemeError
  {
    ThemeError(
      kind, file: file, position: position, pointer: pointer, message: message,
      suggestion: suggestion, chain: chain)
  }
}
