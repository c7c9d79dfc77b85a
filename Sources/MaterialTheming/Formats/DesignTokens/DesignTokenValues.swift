/// Reads typed design-token values into the theme model's units.
///
/// DTCG 2025.10 object forms are the reference. Besides them every reader accepts the string
/// forms real files use — `"#RRGGBB"`, CSS color functions (`rgb()`, `hsl()`, `oklch()`,
/// `color(display-p3 …)`, …) and `"16px"` / `"1rem"` dimensions — as the format allows a
/// tolerant reader to do. The older formats (Style Dictionary, Tokens Studio, Figma variables)
/// are read more loosely still: unitless numbers are pixels, numbers may be strings, arithmetic
/// (`"{space.base} * 2"`) is evaluated and weight names ignore case (`"Semi Bold"`).
///
/// Values the engine has no use for are not errors: a dimension in `em`, `%` or a viewport
/// unit has no size in points and skips its token (see ``DesignTokenSkip``).
public enum DesignTokenValues {
  /// Points per `rem`: the default font size of 16 (DTCG 2025.10 dimension type: "rem = ×default
  /// font size, 16 typical"); `px` maps one to one onto points.
  public static let pointsPerRem = 16.0

  /// The DTCG font-weight names and their numeric weights (DTCG 2025.10 font-weight type); other
  /// strings, including different case, are rejected in DTCG files.
  public static let fontWeightNames: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  /// The DTCG types the older formats' type names stand for.
  ///
  /// Tokens Studio's `sizing`, `spacing`, `borderRadius`, `borderWidth`, `fontSizes`,
  /// `letterSpacing`, `paragraphSpacing`, `paragraphIndent`, `fontFamilies`, `fontWeights` and
  /// `boxShadow`, and Style Dictionary 3's `size`. Names not listed are read as written; a name
  /// that is no DTCG type (`lineHeights`, `textCase`, `opacity`, `other`, …) skips its token.
  public static let legacyTypeNames: [String: String] = [
    "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension",
    "borderWidth": "dimension", "fontSizes": "dimension", "letterSpacing": "dimension",
    "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "size": "dimension",
    "fontFamilies": "fontFamily", "fontWeights": "fontWeight", "boxShadow": "shadow",
  ]

  /// Units that measure relative to something the engine does not know (a font size, a
  /// viewport, a container) or an inch; dimensions in them skip their token.
  static let unsupportedUnits: Set<String> = [
    "em", "%", "ex", "ch", "cap", "ic", "lh", "rlh", "vw", "vh", "vi", "vb", "vmin", "vmax",
    "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
    "cm", "mm", "q", "in", "pt", "pc", "dp", "sp", "fr",
  ]

  // MARK: - Normalizing

  /// Checks `value` against `type` and returns it in DTCG form (the older formats' loose forms
  /// converted: `"16"` → `{"value": 16, "unit": "px"}`, `"Bold"` → `700`).
  /// - Throws: a problem to report, or one whose `skip` says to skip the token.
  static func normalized(_ value: JSONOutput, as type: DesignTokenType, tolerant: Bool)
    throws(DesignTokenValueProblem) -> JSONOutput
  {
    switch type {
    case .color:
      _ = try color(value)
      return value
    case .dimension:
      if tolerant { return try dimensionObject(value, tolerant: true) }
      _ = try dimension(value)
      return value
    case .fontFamily:
      _ = try fontFamily(value)
      return value
    case .fontWeight:
      guard tolerant else {
        _ = try fontWeight(value)
        return value
      }
      return .number(Double(try looseFontWeight(value).rawValue))
    case .typography:
      return try normalizedTypography(value, tolerant: tolerant)
    case .number:
      if let number = value.numberValue { return .number(try finite(number, "number")) }
      if tolerant, let text = value.stringValue {
        if let number = Double(text.trimmingWhitespace), number.isFinite { return .number(number) }
        let result = try DesignTokenMath.checked(text)
        if let result, result.unit.isEmpty { return .number(result.value) }
        if result != nil || text.contains("%") {
          throw .skipped(.unsupportedValue("numbers with units"))
        }
      }
      throw DesignTokenValueProblem("expected a number, found \(value.kindDescription)")
    case .duration:
      if tolerant, let text = value.stringValue {
        for (unit, scale) in [("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(unit) {
          if let number = Double(String(text.dropLast(unit.count)).trimmingWhitespace) {
            let milliseconds = try finite(number * scale, "duration")
            return .object([("value", .number(milliseconds)), ("unit", .string("ms"))])
          }
        }
      }
      if tolerant, let number = value.numberValue {
        return .object([
          ("value", .number(try finite(number, "duration"))), ("unit", .string("ms")),
        ])
      }
      try duration(value)
      return value
    case .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient:
      return value
    }
  }

  /// Checks that `value` is a valid value of `type` (composite types other than typography
  /// are accepted as written).
  static func validate(_ value: JSONOutput, as type: DesignTokenType)
    throws(DesignTokenValueProblem)
  {
    _ = try normalized(value, as: type, tolerant: false)
  }

  // MARK: - Colors

  /// A color value: a DTCG color object, a hex string or a CSS color function.
  static func color(_ value: JSONOutput) throws(DesignTokenValueProblem) -> Color {
    if let text = value.stringValue {
      if let color = CSSColorText.color(text) { return color }
      throw DesignTokenValueProblem(
        "invalid color '\(text)'",
        suggestion: "write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} or \"#RRGGBB\"")
    }
    guard case .object = value else {
      throw DesignTokenValueProblem("expected a color object, found \(value.kindDescription)")
    }
    guard let space = value["colorSpace"]?.stringValue else {
      if let hex = value["hex"]?.stringValue, let color = Color.parseHex(hex.utf8) {
        return color.withAlpha(try alpha(of: value))
      }
      throw DesignTokenValueProblem("a color needs a \"colorSpace\" string")
    }
    let alpha = try alpha(of: value)
    guard let components = value["components"]?.arrayValue, components.count == 3 else {
      throw DesignTokenValueProblem("a color needs \"components\": an array of three values")
    }
    var numbers: [Double?] = []
    for component in components {
      if component.stringValue == "none" {
        numbers.append(nil)
      } else if let number = component.numberValue, number.isFinite {
        numbers.append(number)
      } else {
        throw DesignTokenValueProblem("color components are numbers or \"none\"")
      }
    }
    guard let colorSpace = DesignTokenColorSpace(rawValue: space) else {
      if let hex = value["hex"]?.stringValue, let color = Color.parseHex(hex.utf8) {
        return color.withAlpha(alpha)
      }
      let names = DesignTokenColorSpace.allCases.map(\.rawValue)
      throw DesignTokenValueProblem(
        "unknown color space '\(space)'",
        suggestion: Suggestion.closest(to: space, among: names).map { "did you mean '\($0)'?" }
          ?? "expected one of: \(names.joined(separator: ", "))")
    }
    guard colorSpace.isRepresentable(numbers) else {
      throw DesignTokenValueProblem(
        "color components are too large to convert from \(space)",
        suggestion: "write components within the color space's range")
    }
    return colorSpace.color(numbers, alpha: alpha)
  }

  /// The `alpha` of a color object: 1 when absent, 0 for `"none"`, else a number from 0 to 1.
  private static func alpha(of value: JSONOutput) throws(DesignTokenValueProblem) -> Double {
    guard let written = value["alpha"] else { return 1 }
    if written.stringValue == "none" { return 0 }
    guard let number = written.numberValue else {
      throw DesignTokenValueProblem("alpha is a number from 0 to 1 or \"none\"")
    }
    guard let alpha = CheckedNumber.within(number, 0...1) else {
      throw DesignTokenValueProblem.number("alpha", number, expected: 0...1).inMember("alpha")
    }
    return alpha
  }

  /// `color` as a DTCG color object (``DesignTokenWriter/colorValue(_:)``): a kept Display P3
  /// value survives the trip.
  static func json(_ color: Color) -> JSONOutput { DesignTokenWriter.colorValue(color) }

  /// Whether `text` reads as a color (a hex color or a CSS color function), for typing the
  /// untyped tokens of the older formats.
  static func isColorText(_ text: String) -> Bool { CSSColorText.color(text) != nil }

  // MARK: - Dimensions

  /// A dimension in points.
  static func dimension(_ value: JSONOutput) throws(DesignTokenValueProblem) -> Double {
    try dimension(value, tolerant: false)
  }

  /// A dimension in points; `tolerant` also reads numbers, unitless strings and arithmetic.
  static func dimension(_ value: JSONOutput, tolerant: Bool) throws(DesignTokenValueProblem)
    -> Double
  {
    if let number = value.numberValue, tolerant { return try finite(number, "dimension") }
    if let text = value.stringValue {
      let (number, unit) = try dimensionText(text, tolerant: tolerant)
      return try points(number, unit: unit, tolerant: tolerant)
    }
    guard let number = value["value"]?.numberValue, let unit = value["unit"]?.stringValue else {
      throw DesignTokenValueProblem(
        "expected a dimension {\"value\": number, \"unit\": \"px\" or \"rem\"}, found "
          + value.kindDescription)
    }
    return try points(number, unit: unit, tolerant: tolerant)
  }

  /// A dimension in DTCG object form: `{"value": n, "unit": "px" | "rem"}`.
  private static func dimensionObject(_ value: JSONOutput, tolerant: Bool)
    throws(DesignTokenValueProblem) -> JSONOutput
  {
    if let number = value["value"]?.numberValue, let unit = value["unit"]?.stringValue {
      _ = try points(number, unit: unit, tolerant: tolerant)
      return value
    }
    var number = try dimension(value, tolerant: tolerant)
    var unit = "px"
    if let text = value.stringValue, (try? dimensionText(text, tolerant: tolerant))?.1 == "rem" {
      number /= pointsPerRem
      unit = "rem"
    }
    return .object([("value", .number(number)), ("unit", .string(unit))])
  }

  /// The number and unit of `"16px"`, `"1.5rem"`, `"-2"` or (tolerant) `"8 * 2"`.
  private static func dimensionText(_ text: String, tolerant: Bool)
    throws(DesignTokenValueProblem) -> (Double, String)
  {
    let trimmed = text.trimmingWhitespace
    var numberEnd = trimmed.startIndex
    for index in trimmed.indices {
      let character = trimmed[index]
      if character.isNumber || character == "." || (index == trimmed.startIndex && character == "-")
        || (character == "+" && index == trimmed.startIndex)
      {
        numberEnd = trimmed.index(after: index)
      } else {
        break
      }
    }
    let unit = String(trimmed[numberEnd...]).trimmingWhitespace.lowercased()
    if let number = Double(trimmed[..<numberEnd]), number.isFinite,
      unit.allSatisfy({ $0.isLetter || $0 == "%" })
    {
      return (number, unit)
    }
    let evaluation = tolerant ? try DesignTokenMath.evaluation(trimmed) : .notAnExpression
    switch evaluation {
    case .value(let value, let unit): return (value, unit.lowercased())
    case .mixedUnits: throw .skipped(.unsupportedValue("math expressions with mixed units"))
    case .notAnExpression: break
    }
    let parts = trimmed.split(separator: " ").map(String.init)
    if tolerant, parts.count > 1,
      parts.allSatisfy({ (try? dimensionText($0, tolerant: true)) != nil })
    {
      throw .skipped(.unsupportedValue("multi-value dimensions"))
    }
    if tolerant, trimmed.contains(where: { "+*/()^".contains($0) }) {
      throw .skipped(.unsupportedValue("expressions other than Tokens Studio math"))
    }
    throw DesignTokenValueProblem(
      "invalid dimension '\(text)'", suggestion: "write {\"value\": 16, \"unit\": \"px\"}")
  }

  /// `number` in `unit` as points.
  private static func points(_ number: Double, unit: String, tolerant: Bool)
    throws(DesignTokenValueProblem) -> Double
  {
    let number = try finite(number, "dimension")
    switch unit {
    case "rem": return try finite(number * pointsPerRem, "dimension")
    case "px": return number
    case "" where tolerant: return number
    default:
      if unsupportedUnits.contains(unit.lowercased()) {
        throw .skipped(.unsupportedUnit(unit.lowercased()))
      }
      throw DesignTokenValueProblem(
        unit.isEmpty
          ? "dimension \(NumberText.decimal(number)) has no unit"
          : "unknown dimension unit '\(unit)'",
        suggestion: "use \"px\" or \"rem\"")
    }
  }

  // MARK: - Fonts

  /// A font family: the string, or the first family of a list.
  static func fontFamily(_ value: JSONOutput) throws(DesignTokenValueProblem) -> String {
    if let text = value.stringValue, !text.isEmpty { return text }
    if let list = value.arrayValue, let first = list.first?.stringValue, !first.isEmpty,
      list.allSatisfy({ $0.stringValue != nil })
    {
      return first
    }
    throw DesignTokenValueProblem("expected a font family name or a list of names")
  }

  /// A font weight: a whole number 1–1000 or one of ``fontWeightNames``.
  static func fontWeight(_ value: JSONOutput) throws(DesignTokenValueProblem) -> FontWeight {
    if let text = value.stringValue {
      if let number = fontWeightNames[text], let weight = FontWeight(rawValue: number) {
        return weight
      }
      let suggestion = Suggestion.closest(to: text, among: fontWeightNames.keys).map {
        "did you mean '\($0)'?"
      }
      throw DesignTokenValueProblem("unknown font weight '\(text)'", suggestion: suggestion)
    }
    guard let number = value.numberValue else {
      throw DesignTokenValueProblem(
        "expected a font weight: a whole number from 1 to 1000 or a weight name")
    }
    guard let whole = CheckedNumber.whole(number, in: FontWeight.range),
      let weight = FontWeight(rawValue: whole)
    else {
      throw DesignTokenValueProblem.number(
        "font weight", number, expected: weightBounds, whole: true,
        suggestion: "use a whole number from 1 to 1000, such as 400, or a weight name")
    }
    return weight
  }

  /// The weights a token may give, as numbers for messages.
  private static let weightBounds =
    Double(FontWeight.range.lowerBound)...Double(FontWeight.range.upperBound)

  /// `number` when it is finite; the problem to report otherwise (json-c reads `1e999` as
  /// infinity, `Double(_:)` reads `"inf"` and `"nan"`).
  static func finite(_ number: Double, _ what: String) throws(DesignTokenValueProblem) -> Double {
    guard number.isFinite else {
      throw DesignTokenValueProblem(
        number.isNaN ? "\(what) is not a number" : "\(what) is too large to represent",
        suggestion: "write a finite number")
    }
    return number
  }

  /// A font weight as the older formats write it: also numeric strings and names in any case,
  /// with spaces (`"Semi Bold"`) and a style (`"Bold Italic"`).
  static func looseFontWeight(_ value: JSONOutput) throws(DesignTokenValueProblem) -> FontWeight {
    if let text = value.stringValue {
      if let number = Double(text.trimmingWhitespace) {
        return try fontWeight(.number(number))
      }
      let key = String(
        text.lowercased().replacingOccurrences(of: "italic", with: "").filter(\.isLetter))
      if let match = fontWeightNames.first(where: { $0.key.filter(\.isLetter) == key }),
        let weight = FontWeight(rawValue: match.value)
      {
        return weight
      }
    }
    return try fontWeight(value)
  }

  /// A typography value as a font override (line height is not part of the theme model).
  ///
  /// A letter spacing in `em` (or `%`) is a fraction of the font size, so it becomes points
  /// when the size is known.
  static func typography(_ value: JSONOutput) throws(DesignTokenValueProblem) -> FontOverride {
    try typography(value, tolerant: false)
  }

  private static func typography(_ value: JSONOutput, tolerant: Bool)
    throws(DesignTokenValueProblem) -> FontOverride
  {
    guard case .object = value else {
      throw DesignTokenValueProblem("expected a typography object, found \(value.kindDescription)")
    }
    var font = FontOverride()
    do {
      if let family = value["fontFamily"] { font.family = try fontFamily(family) }
    } catch {
      throw error.inMember("fontFamily")
    }
    do {
      if let size = value["fontSize"] { font.size = try dimension(size, tolerant: tolerant) }
    } catch {
      throw error.inMember("fontSize")
    }
    do {
      if let weight = value["fontWeight"] {
        font.weight = try tolerant ? looseFontWeight(weight) : fontWeight(weight)
      }
    } catch {
      throw error.inMember("fontWeight")
    }
    if let spacing = value["letterSpacing"] {
      do throws(DesignTokenValueProblem) {
        font.letterSpacing = try letterSpacing(spacing, size: font.size, tolerant: tolerant)
      } catch {
        throw error.inMember("letterSpacing")
      }
    }
    return font
  }

  /// A typography value's letter spacing in points; `em` and `%` are fractions of `size`.
  private static func letterSpacing(_ spacing: JSONOutput, size: Double?, tolerant: Bool)
    throws(DesignTokenValueProblem) -> Double?
  {
    do {
      return try dimension(spacing, tolerant: tolerant)
    } catch {
      guard case .unsupportedUnit(let unit) = error.skip, unit == "em" || unit == "%",
        let amount = relativeAmount(spacing)
      else { throw error }
      let fraction = try finite(amount, "letter spacing")
      if fraction == 0 { return 0 }
      guard let size else { throw error }
      return try finite(fraction * size / (unit == "%" ? 100 : 1), "letter spacing")
    }
  }

  /// The number of an `em` or `%` amount.
  private static func relativeAmount(_ value: JSONOutput) -> Double? {
    if let number = value["value"]?.numberValue { return number }
    guard let text = value.stringValue?.trimmingWhitespace.lowercased() else { return nil }
    for unit in ["em", "%"] where text.hasSuffix(unit) {
      return Double(String(text.dropLast(unit.count)).trimmingWhitespace)
    }
    return nil
  }

  /// A typography value in DTCG form, its parts checked.
  private static func normalizedTypography(_ value: JSONOutput, tolerant: Bool)
    throws(DesignTokenValueProblem) -> JSONOutput
  {
    let font = try typography(value, tolerant: tolerant)
    guard tolerant, let members = value.objectMembers else { return value }
    var result: [(String, JSONOutput)] = []
    for (key, member) in members {
      switch key {
      case "fontSize":
        result.append((key, font.size.map { dimensionJSON($0) } ?? member))
      case "letterSpacing":
        result.append((key, font.letterSpacing.map { dimensionJSON($0) } ?? member))
      case "fontWeight":
        result.append((key, font.weight.map { .number(Double($0.rawValue)) } ?? member))
      default: result.append((key, member))
      }
    }
    return .object(result)
  }

  private static func dimensionJSON(_ points: Double) -> JSONOutput {
    .object([("value", .number(points)), ("unit", .string("px"))])
  }

  private static func duration(_ value: JSONOutput) throws(DesignTokenValueProblem) {
    if let number = value["value"]?.numberValue { _ = try finite(number, "duration") }
    guard value["value"]?.numberValue != nil,
      let unit = value["unit"]?.stringValue, unit == "ms" || unit == "s"
    else {
      throw DesignTokenValueProblem("expected a duration {\"value\": number, \"unit\": \"ms\"}")
    }
  }

  // MARK: - Text of a value

  /// How a resolved value reads inside a string that embeds a reference to it: strings as they
  /// are, numbers plainly, colors as hex, dimensions as `16px`; `nil` for composite values.
  static func text(of value: JSONOutput, type: DesignTokenType) -> String? {
    if let text = value.stringValue { return text }
    if let number = value.numberValue { return NumberText.decimal(number) }
    switch type {
    case .color:
      return (try? color(value)).map { $0.hex(alpha: !$0.isOpaque, lowercase: true) }
    case .dimension, .duration:
      guard let number = value["value"]?.numberValue, let unit = value["unit"]?.stringValue
      else { return nil }
      return NumberText.decimal(number) + unit
    default:
      return nil
    }
  }
}
