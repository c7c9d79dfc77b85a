/// Reads typed DTCG 2025.10 values into the theme model's units.
///
/// Besides the object forms of 2025.10, the older string forms (`"#RRGGBB"` colors,
/// `"16px"` dimensions) are accepted, as the reference allows a tolerant loader to do.
public enum DesignTokenValues {
  /// Points per `rem`: the default font size of 16 (DTCG 2025.10 dimension type: "rem = ×default
  /// font size, 16 typical"); `px` maps one to one onto points.
  public static let pointsPerRem = 16.0

  /// The DTCG font-weight names and their numeric weights (DTCG 2025.10 font-weight type); other
  /// strings, including different case, are rejected.
  public static let fontWeightNames: [String: Int] = [
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600,
    "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900,
    "heavy": 900, "extra-black": 950, "ultra-black": 950,
  ]

  /// Checks that `value` is a valid value of `type` (composite types other than typography
  /// are accepted as written).
  static func validate(_ value: JSONOutput, as type: DesignTokenType)
    throws(DesignTokenValueProblem)
  {
    switch type {
    case .color: _ = try color(value)
    case .dimension: _ = try dimension(value)
    case .fontFamily: _ = try fontFamily(value)
    case .fontWeight: _ = try fontWeight(value)
    case .typography: _ = try typography(value)
    case .number:
      guard value.numberValue != nil else {
        throw DesignTokenValueProblem("expected a number, found \(value.kindDescription)")
      }
    case .duration: try duration(value)
    case .cubicBezier, .strokeStyle, .border, .transition, .shadow, .gradient: break
    }
  }

  /// A color value.
  static func color(_ value: JSONOutput) throws(DesignTokenValueProblem) -> Color {
    if let text = value.stringValue {
      guard let color = Color.parseHex(text.utf8) else {
        throw DesignTokenValueProblem(
          "invalid color '\(text)'",
          suggestion: "write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
      }
      return color
    }
    guard case .object = value else {
      throw DesignTokenValueProblem("expected a color object, found \(value.kindDescription)")
    }
    guard let space = value["colorSpace"]?.stringValue else {
      throw DesignTokenValueProblem("a color needs a \"colorSpace\" string")
    }
    let alpha = value["alpha"]?.numberValue ?? 1
    guard (0...1).contains(alpha) else {
      throw DesignTokenValueProblem("alpha \(alpha) is out of range: expected 0 to 1")
    }
    guard let components = value["components"]?.arrayValue, components.count == 3 else {
      throw DesignTokenValueProblem("a color needs \"components\": an array of three values")
    }
    var numbers: [Double] = []
    for component in components {
      if component.stringValue == "none" {
        numbers.append(0)
      } else if let number = component.numberValue {
        numbers.append(number)
      } else {
        throw DesignTokenValueProblem("color components are numbers or \"none\"")
      }
    }
    if let rgb = DesignTokenColorSpaces.srgb(from: numbers, colorSpace: space) {
      return Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
    if let hex = value["hex"]?.stringValue, let color = Color.parseHex(hex.utf8) {
      return color.withAlpha(alpha)
    }
    throw DesignTokenValueProblem(
      "color space '\(space)' is not supported without a \"hex\" fallback",
      suggestion: "use srgb, srgb-linear, hsl or hwb, or add \"hex\": \"#RRGGBB\"")
  }

  /// A dimension in points.
  static func dimension(_ value: JSONOutput) throws(DesignTokenValueProblem) -> Double {
    if let text = value.stringValue {
      for (unit, scale) in [("px", 1.0), ("rem", pointsPerRem)] where text.hasSuffix(unit) {
        if let number = Double(text.dropLast(unit.count)), number.isFinite {
          return number * scale
        }
      }
      throw DesignTokenValueProblem(
        "invalid dimension '\(text)'", suggestion: "write {\"value\": 16, \"unit\": \"px\"}")
    }
    guard let number = value["value"]?.numberValue, let unit = value["unit"]?.stringValue else {
      throw DesignTokenValueProblem(
        "expected a dimension {\"value\": number, \"unit\": \"px\" or \"rem\"}, found "
          + value.kindDescription)
    }
    switch unit {
    case "px": return number
    case "rem": return number * pointsPerRem
    default:
      throw DesignTokenValueProblem(
        "unknown dimension unit '\(unit)'", suggestion: "use \"px\" or \"rem\"")
    }
  }

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
    guard let number = value.numberValue, number == number.rounded(),
      let weight = FontWeight(rawValue: Int(number))
    else {
      throw DesignTokenValueProblem(
        "expected a font weight: a whole number from 1 to 1000 or a weight name")
    }
    return weight
  }

  /// A typography value as a font override (line height is not part of the theme model).
  static func typography(_ value: JSONOutput) throws(DesignTokenValueProblem) -> FontOverride {
    guard case .object = value else {
      throw DesignTokenValueProblem("expected a typography object, found \(value.kindDescription)")
    }
    var font = FontOverride()
    if let family = value["fontFamily"] { font.family = try fontFamily(family) }
    if let size = value["fontSize"] { font.size = try dimension(size) }
    if let weight = value["fontWeight"] { font.weight = try fontWeight(weight) }
    if let spacing = value["letterSpacing"] { font.letterSpacing = try dimension(spacing) }
    if let lineHeight = value["lineHeight"], lineHeight.numberValue == nil {
      throw DesignTokenValueProblem("lineHeight is a number (a multiple of the font size)")
    }
    return font
  }

  private static func duration(_ value: JSONOutput) throws(DesignTokenValueProblem) {
    guard value["value"]?.numberValue != nil,
      let unit = value["unit"]?.stringValue, unit == "ms" || unit == "s"
    else {
      throw DesignTokenValueProblem("expected a duration {\"value\": number, \"unit\": \"ms\"}")
    }
  }
}
