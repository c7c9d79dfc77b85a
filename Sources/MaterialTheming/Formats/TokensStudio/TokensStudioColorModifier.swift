/// Tokens Studio's color modifiers: `$extensions["studio.tokens"].modify` on a color token,
/// `{"type": "lighten" | "darken" | "mix" | "alpha", "value": "0.3", "space": "lch" | "srgb" |
/// "p3" | "hsl", "color": "#334455"}` (`color` for `mix` only).
///
/// As Tokens Studio applies them (with colorjs.io): lighten raises each sRGB or P3 channel by
/// `value` × the distance to 1, or HSL lightness by `value` × the distance to 100, or LCh
/// lightness likewise while chroma falls by `value` × itself; darken lowers them by `value` ×
/// themselves (LCh chroma as for lighten); mix interpolates toward `color` by `value` in the
/// space (hues the shorter way round); alpha replaces the alpha. The result is brought into
/// sRGB with CSS Color 4 gamut mapping. A `value` may be arithmetic (`"0.5 + 6 * 0.04"`,
/// ``DesignTokenMath``), as sd-transforms evaluates it.
enum TokensStudioColorModifier {
  /// The key of Tokens Studio's extension.
  static let extensionKey = "studio.tokens"

  /// `color` with `modify` applied.
  /// - Throws: a problem naming what is wrong with `modify`.
  static func apply(_ modify: JSONOutput, to color: Color) throws(DesignTokenValueProblem) -> Color
  {
    guard let type = modify["type"]?.stringValue else {
      throw DesignTokenValueProblem(
        "a color modifier needs a \"type\": lighten, darken, mix or alpha")
    }
    let amount: Double
    if let number = modify["value"]?.numberValue {
      amount = number
    } else if let text = modify["value"]?.stringValue, let number = Double(text.trimmingWhitespace)
    {
      amount = number
    } else if let text = modify["value"]?.stringValue,
      let result = try DesignTokenMath.checked(text), result.unit.isEmpty
    {
      amount = result.value
    } else {
      throw DesignTokenValueProblem("a color modifier's \"value\" is a number such as \"0.3\"")
    }
    guard amount.isFinite else {
      throw DesignTokenValueProblem(
        "a color modifier's \"value\" is too large to represent",
        suggestion: "write a number such as \"0.3\"")
    }
    let spaceName = modify["space"]?.stringValue ?? "lch"
    guard let space = Space(rawValue: spaceName) else {
      throw DesignTokenValueProblem(
        "unknown color modifier space '\(spaceName)'", suggestion: "use lch, srgb, p3 or hsl")
    }
    var coordinates = space.coordinates(of: color)
    switch type {
    case "lighten", "darken":
      let lighten = type == "lighten"
      // Toward the top of the range by `amount` × the distance to it, or down by `amount` × itself.
      func moved(_ value: Double, top: Double) -> Double {
        lighten ? min(top, value + (top - value) * amount) : max(0, value - value * amount)
      }
      switch space {
      case .srgb, .p3: coordinates = coordinates.map { moved($0, top: 1) }
      case .hsl: coordinates[2] = moved(coordinates[2], top: 100)
      case .lch:
        coordinates[0] = moved(coordinates[0], top: 100)
        coordinates[1] = max(0, coordinates[1] - amount * coordinates[1])
      }
      return space.color(coordinates, alpha: color.alpha)
    case "mix":
      guard let text = modify["color"]?.stringValue, let other = CSSColorText.color(text) else {
        throw DesignTokenValueProblem("a mix modifier needs a \"color\" to mix with")
      }
      let fraction = min(1, max(0, amount))
      let target = space.coordinates(of: other)
      var mixed: [Double] = []
      for index in 0..<3 {
        var (from, to) = (coordinates[index], target[index])
        if index == space.hueIndex {
          // The shorter way round; a powerless hue takes the other's.
          if space.isAchromatic(coordinates) { from = to }
          if space.isAchromatic(target) { to = from }
          if to - from > 180 { from += 360 } else if from - to > 180 { to += 360 }
        }
        mixed.append(from + (to - from) * fraction)
      }
      return space.color(mixed, alpha: color.alpha + (other.alpha - color.alpha) * fraction)
    case "alpha":
      return color.withAlpha(min(1, max(0, amount)))
    default:
      throw DesignTokenValueProblem(
        "unknown color modifier '\(type)'", suggestion: "use lighten, darken, mix or alpha")
    }
  }

  /// The spaces modifiers work in.
  private enum Space: String {
    case lch, srgb, p3, hsl

    /// Where the hue is, for polar spaces.
    var hueIndex: Int? {
      switch self {
      case .lch: 2
      case .hsl: 0
      case .srgb, .p3: nil
      }
    }

    /// Whether the hue of `coordinates` is powerless (no chroma or saturation).
    func isAchromatic(_ coordinates: [Double]) -> Bool {
      switch self {
      case .lch: coordinates[1] <= 0.0015
      case .hsl: coordinates[1] == 0
      case .srgb, .p3: false
      }
    }

    func coordinates(of color: Color) -> [Double] {
      let rgb = [color.red, color.green, color.blue]
      typealias M = ColorConversion
      // The wide spaces start from the color as authored: its Display P3 value when it has one.
      var xyz: [Double] {
        if let p3 = color.displayP3 {
          return M.multiply(M.linearP3ToXYZ, [p3.red, p3.green, p3.blue].map(M.sRGBToLinear))
        }
        return M.multiply(M.linearSRGBToXYZ, rgb.map(M.sRGBToLinear))
      }
      switch self {
      case .srgb: return rgb
      case .hsl: return M.srgbToHSL(rgb)
      case .p3: return M.multiply(M.xyzToLinearP3, xyz).map(M.linearToSRGB)
      case .lch: return M.rectangularToPolar(M.xyzD50ToLab(M.multiply(M.d65ToD50, xyz)))
      }
    }

    func color(_ coordinates: [Double], alpha: Double) -> Color {
      let space: DesignTokenColorSpace =
        switch self {
        case .lch: .lch
        case .srgb: .srgb
        case .p3: .displayP3
        case .hsl: .hsl
        }
      return space.color(coordinates, alpha: alpha)
    }
  }
}
