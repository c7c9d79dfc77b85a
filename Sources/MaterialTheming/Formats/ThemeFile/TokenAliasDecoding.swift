/// The token aliases met while decoding one theme file: the tokens they resolve in, and what
/// each resolved to (kept in ``ThemeDocument/tokenReferences``).
final class TokenAliases {
  /// The tokens in scope.
  let scope: TokenScope
  /// The aliases resolved so far, by the pointer of the aliased value.
  var references: [JSONPointer: TokenReference] = [:]

  /// Aliases resolving in `scope`.
  init(scope: TokenScope) { self.scope = scope }
}

/// Resolving DTCG aliases (`"{color.brand.600}"`) where a theme file states a value.
///
/// Each resolver reads one kind of value from a token of the types that can hold it: colors from
/// `color` tokens; lengths (sizes, letter spacing, corner sizes, component lengths) from
/// `dimension` tokens (`px` as points, `rem` as 16 points) or `number` tokens; other numbers
/// from `number` tokens; weights from `fontWeight` or `number` tokens; families from `fontFamily`
/// tokens (the first family of a list); whole fonts from `typography` tokens. Every error names
/// the theme's value (its position and pointer) and the token's file, position and pointer.
extension DecodingContext {
  /// The token types a length may come from.
  static let lengthTokenTypes: [DesignTokenType] = [.dimension, .number]

  /// The name inside a `{group.token}` string, or `nil` when `node` is not one.
  static func aliasName(_ node: JSONNode) -> String? {
    guard
      node.withStringBytes({ bytes in
        bytes.count > 2 && bytes.first == UInt8(ascii: "{") && bytes.last == UInt8(ascii: "}")
      }) == true, let text = node.string
    else { return nil }
    let name = String(text.dropFirst().dropLast())
    return name.contains("{") || name.contains("}") ? nil : name
  }

  /// The color of the `color` token `node` names.
  func aliasColor(_ node: JSONNode, _ name: String) throws(ThemeError) -> Color {
    let (token, reference, _) = try token(node, name, expected: [.color], as: "colors")
    let color = try convert(node, token, reference, DesignTokenValues.color)
    record(node, reference, .string(ThemeFileWriter.hex(color)))
    return color
  }

  /// The number a `dimension` (in points) or `number` token holds, checked against `range`;
  /// `types` are the token types accepted.
  func aliasNumber(
    _ node: JSONNode, _ name: String, in range: ClosedRange<Double>, types: [DesignTokenType]
  ) throws(ThemeError) -> Double {
    let what = types.contains(.dimension) ? "lengths" : "numbers"
    let (token, reference, file) = try token(node, name, expected: types, as: what)
    let number: Double
    if token.type == .dimension {
      number = try convert(node, token, reference, DesignTokenValues.dimension)
    } else {
      number = try convert(node, token, reference) {
        (value) throws(DesignTokenValueProblem) -> Double in
        guard let number = value.numberValue else {
          throw DesignTokenValueProblem("expected a number, found \(value.kindDescription)")
        }
        return number
      }
    }
    guard number.isFinite, range.contains(number) else {
      // A number token's own text: json-c saturates integers beyond 64 bits.
      let written =
        (token.type == .number ? file.numberText(of: token) : nil) ?? NumberText.decimal(number)
      throw errorAtValue(
        .invalidValue, node.pointer,
        "token '\(name)' (\(reference.location)) is \(written), out of range: expected \(NumberText.decimal(range.lowerBound)) to "
          + "\(NumberText.decimal(range.upperBound))",
        suggestion: "reference another token, or change the token's value")
    }
    record(node, reference, .number(number))
    return number
  }

  /// The first family of the `fontFamily` token `node` names.
  func aliasFontFamily(_ node: JSONNode, _ name: String) throws(ThemeError) -> String {
    let (token, reference, _) = try token(node, name, expected: [.fontFamily], as: "font families")
    let family = try convert(node, token, reference, DesignTokenValues.fontFamily)
    record(node, reference, .string(family))
    return family
  }

  /// The weight of the `fontWeight` or `number` token `node` names.
  func aliasFontWeight(_ node: JSONNode, _ name: String) throws(ThemeError) -> FontWeight {
    let (token, reference, file) = try token(
      node, name, expected: [.fontWeight, .number], as: "font weights")
    let weight = try convert(
      node, token, reference, written: file.numberText(of: token), DesignTokenValues.fontWeight)
    record(node, reference, .number(Double(weight.rawValue)))
    return weight
  }

  /// The font of the `typography` token `node` names (its line height is not part of a theme).
  func aliasFont(_ node: JSONNode, _ name: String) throws(ThemeError) -> FontOverride {
    let (token, reference, _) = try token(node, name, expected: [.typography], as: "fonts")
    let font = try convert(node, token, reference, DesignTokenValues.typography)
    record(node, reference, ThemeFileWriter.font(font))
    return font
  }

  // MARK: - Lookup

  /// The token `name` (written at `node`) and a reference to it, checked to be of one of `types`
  /// (`what` names the values they give, in the plural: "colors").
  private func token(
    _ node: JSONNode, _ name: String, expected types: [DesignTokenType], as what: String
  ) throws(ThemeError) -> (DesignToken, TokenReference, TokenScope.File) {
    let alias = "{\(name)}"
    guard let scope = tokens?.scope, !scope.isEmpty else {
      throw errorAtValue(
        .unresolvedReference, node.pointer,
        "'\(alias)' references a design token, but the theme lists no token files",
        suggestion: "add \"tokens\": [\"brand.tokens.json\"] (paths relative to the theme)")
    }
    guard let (token, file) = scope.lookup(name) ?? Self.modeLookup(name, scope, node.pointer)
    else {
      if let skip = Self.skipped(name, scope, node.pointer) {
        throw errorAtValue(
          .unresolvedReference, node.pointer,
          "token '\(name)' (\(skip.valueLocation)) is skipped: \(skip.reason.explanation)",
          suggestion: "give the token a value MaterialTheming reads, or write the value here")
      }
      let searched = scope.paths.joined(separator: ", ")
      let suggestion = Suggestion.closest(to: name, among: scope.names).map {
        "did you mean '{\($0)}'?"
      }
      throw errorAtValue(
        .unresolvedReference, node.pointer, "unknown token '\(name)' (searched \(searched))",
        suggestion: suggestion
          ?? "a token is named by its groups and key, dot-separated, like {color.brand.600}")
    }
    let reference = TokenReference(
      name: name, file: file.path(of: token), pointer: token.pointer,
      position: file.position(of: token),
      value: .null)
    guard types.contains(token.type) else {
      let names = types.map(\.rawValue).joined(separator: " or ")
      throw errorAtValue(
        .wrongType, node.pointer,
        "token '\(name)' (\(reference.location)) is a \(token.type.rawValue) token, but "
          + "\(what) come from \(names) tokens",
        suggestion: "reference a \(names) token here")
    }
    return (token, reference, file)
  }

  /// The token `name` of the mode the theme's value sits in, for token files with modes (a DTCG
  /// resolver's light/dark and contrast contexts name tokens that differ per mode
  /// `light.color.bg`, `darkHighContrast.color.bg`): `{color.bg}` at `/colors/dark/surface`
  /// is `dark.color.bg`; a contrast slot falls back to its appearance's standard one.
  static func modeLookup(_ name: String, _ scope: TokenScope, _ pointer: JSONPointer) -> (
    token: DesignToken, file: TokenScope.File
  )? {
    modeNames(name, pointer).lazy.compactMap { scope.lookup($0) }.first
  }

  /// The names ``modeLookup(_:_:_:)`` tries for `name` at `pointer`, nearest mode first.
  private static func modeNames(_ name: String, _ pointer: JSONPointer) -> [String] {
    guard let slot = pointer.tokens.lazy.compactMap(Material3SchemeSlot.init(rawValue:)).first
    else { return [] }
    let standard = Material3SchemeSlot(appearance: slot.appearance, contrast: .standard)
    return [slot, standard].map { $0.rawValue + "." + name }
  }

  /// The skipped token `name` stands for (itself, or its mode's token as
  /// ``modeLookup(_:_:_:)`` finds it), or `nil`.
  static func skipped(_ name: String, _ scope: TokenScope, _ pointer: JSONPointer)
    -> DesignTokenSkip?
  {
    ([name] + modeNames(name, pointer)).lazy.compactMap { scope.skipped($0) }.first
  }

  /// Converts a token's value, locating any problem at the theme's value and naming the token.
  /// `written` is the token's number as its file spells it, to quote in a problem with it.
  private func convert<T>(
    _ node: JSONNode, _ token: DesignToken, _ reference: TokenReference, written: String? = nil,
    _ conversion: (JSONOutput) throws(DesignTokenValueProblem) -> T
  ) throws(ThemeError) -> T {
    do {
      return try conversion(token.value)
    } catch {
      let message = error.member.isEmpty ? error.message(written: written) : error.message
      throw errorAtValue(
        .invalidValue, node.pointer,
        "token '\(token.name)' (\(reference.location)): \(message)",
        suggestion: error.suggestion)
    }
  }

  /// Remembers that the value at `node` came from `reference` and would be written as `value`.
  private func record(_ node: JSONNode, _ reference: TokenReference, _ value: JSONOutput) {
    var reference = reference
    reference.value = value
    tokens?.references[node.pointer] = reference
  }
}
