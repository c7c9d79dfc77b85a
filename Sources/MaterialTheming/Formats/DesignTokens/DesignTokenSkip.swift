/// A token left out because MaterialTheming has no use for it, not because it is wrong.
///
/// Real token files carry much the engine does not read: Terrazzo's `link` tokens, `em`
/// dimensions, Tokens Studio's `textCase` or math expressions. Reading skips them and counts
/// them (``DesignTokenFile/skippedSummary``); `import --strict` turns each into an error.
public struct DesignTokenSkip: Sendable, Hashable {
  /// Why a token was skipped.
  public enum Reason: Sendable, Hashable {
    /// A type the engine does not read (`link`, `string`, `boolean`, `textCase`, …).
    case unsupportedType(String)
    /// A dimension in a unit that has no fixed size in points (`em`, `%`, `vh`, …).
    case unsupportedUnit(String)
    /// A value form the engine does not evaluate; the text names it ("math expressions").
    case unsupportedValue(String)
    /// A Figma alias to a variable the file does not contain (a remote library's).
    case remoteAlias
    /// A reference to a token that is itself invalid (its error is reported once, there).
    case invalidReference

    /// Whether `--strict` turns a skip for this reason into an error (a token referencing an
    /// invalid token is already covered by that token's error).
    public var isUnsupported: Bool { self != .invalidReference }

    /// How the summary counts this reason: `tokens of type link`, `em dimensions`.
    public func label(count: Int) -> String {
      let plural = count != 1
      switch self {
      case .unsupportedType(let type): return (plural ? "tokens" : "token") + " of type \(type)"
      case .unsupportedUnit(let unit): return "\(unit) " + (plural ? "dimensions" : "dimension")
      case .unsupportedValue(let what): return what
      case .remoteAlias:
        return plural ? "aliases to remote variables" : "alias to a remote variable"
      case .invalidReference:
        return plural ? "tokens referencing invalid tokens" : "token referencing an invalid token"
      }
    }

    /// The reason as a sentence for one token (`type 'link' is not used by MaterialTheming`).
    public var explanation: String {
      switch self {
      case .unsupportedType(let type): "type '\(type)' is not used by MaterialTheming"
      case .unsupportedUnit(let unit):
        "'\(unit)' dimensions have no fixed size in points; use px or rem"
      case .unsupportedValue(let what): "\(what) are not evaluated"
      case .remoteAlias: "it aliases a variable that is not in the file (a library variable)"
      case .invalidReference: "it references an invalid token"
      }
    }
  }

  /// The token's dotted name.
  public var name: String
  /// The file the token is in.
  public var file: String
  /// Where the token object is.
  public var pointer: JSONPointer
  /// The token's line and column, when known.
  public var position: SourcePosition?
  /// Where the token's value is (`/…/$value` in DTCG, `/…/value` in the older format).
  public var valuePointer: JSONPointer
  /// The value's line and column, when known.
  public var valuePosition: SourcePosition?
  /// Why it was skipped.
  public var reason: Reason

  /// Where the value is, for messages: `brand.tokens.json:4:31 /size/x/value`.
  public var valueLocation: String {
    let place = valuePosition.map { "\(file):\($0.line):\($0.column)" } ?? file
    return "\(place) \(valuePointer.displayText)"
  }

  /// The skip as an error, for `--strict`.
  public var strictError: ThemeError {
    ThemeError(
      .invalidValue, file: file, position: position, pointer: pointer,
      message: "'\(name)' is skipped: \(reason.explanation)",
      suggestion: "remove the token, or import without --strict to skip it")
  }

  /// `skipped 469 tokens of type link, 2 em dimensions`, most frequent first; `nil` when
  /// nothing was skipped.
  public static func summary(_ skipped: [DesignTokenSkip]) -> String? {
    guard !skipped.isEmpty else { return nil }
    var counts: [Reason: Int] = [:]
    var order: [Reason] = []
    for skip in skipped {
      if counts[skip.reason] == nil { order.append(skip.reason) }
      counts[skip.reason, default: 0] += 1
    }
    let sorted = order.enumerated().sorted {
      let (a, b) = (counts[$0.element]!, counts[$1.element]!)
      return a != b ? a > b : $0.offset < $1.offset
    }
    return "skipped "
      + sorted.map { "\(counts[$0.element]!) \($0.element.label(count: counts[$0.element]!))" }
      .joined(separator: ", ")
  }
}

extension ThemeError {
  /// The first of `errors` (in file and position order) with the others attached as
  /// ``additionalErrors``; `nil` for none.
  static func combined(_ errors: [ThemeError]) -> ThemeError? {
    var fileOrder: [String: Int] = [:]
    for error in errors where fileOrder[error.file] == nil {
      fileOrder[error.file] = fileOrder.count
    }
    func key(_ item: (offset: Int, element: ThemeError)) -> [Int] {
      let error = item.element
      return [
        fileOrder[error.file] ?? 0, error.position?.line ?? 0, error.position?.column ?? 0,
        item.offset,
      ]
    }
    let sorted = errors.enumerated().sorted { key($0).lexicographicallyPrecedes(key($1)) }
      .map(\.element)
    guard var first = sorted.first else { return nil }
    first.additionalErrors += sorted.dropFirst()
    return first
  }
}
