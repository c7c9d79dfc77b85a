/// Colors written as CSS writes them, as token files of every format do: hex (`#0066cc`),
/// `rgb()` / `rgba()`, `hsl()` / `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` and
/// `color(<space> …)` (CSS Color 4, comma or space separated, `/ alpha`, `none`), Tokens
/// Studio's `rgba(#000000, 0.5)`, and `transparent`, `black`, `white`.
///
/// Colors outside sRGB are gamut-mapped as ``DesignTokenColorSpace`` does, and keep their Display
/// P3 value as ``DesignTokenColorSpace/color(_:alpha:)`` says.
enum CSSColorText {
  /// The color `text` spells, or `nil`.
  static func color(_ text: String) -> Color? {
    let text = text.trimmingWhitespace
    if text.hasPrefix("#") { return Color.parseHex(text.utf8) }
    switch text.lowercased() {
    case "transparent": return .clear
    case "black": return .black
    case "white": return .white
    default: break
    }
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let name = text[..<open].lowercased().trimmingWhitespace
    let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    var (arguments, alphaText) = split(inside)
    var alpha = 1.0
    if let alphaText {
      guard let value = number(alphaText, percentScale: 1) else { return nil }
      alpha = value ?? 0
    }
    switch name {
    case "rgb", "rgba":
      // Tokens Studio: rgba(#000000, 0.5), rgba({colors.black}, 0.5) once resolved.
      if arguments.count == 2, let base = color(arguments[0]),
        let value = number(arguments[1], percentScale: 1)
      {
        return base.withAlpha(value ?? 0)
      }
      if arguments.count == 4, alphaText == nil {
        guard let value = number(arguments.removeLast(), percentScale: 1) else { return nil }
        alpha = value ?? 0
      }
      guard arguments.count == 3 else { return nil }
      var channels: [Double?] = []
      for argument in arguments {
        guard let value = number(argument, percentScale: 255) else { return nil }
        channels.append(value.map { $0 / 255 })
      }
      return make(.srgb, channels, alpha)
    case "hsl", "hsla", "hwb":
      if arguments.count == 4, alphaText == nil {
        guard let value = number(arguments.removeLast(), percentScale: 1) else { return nil }
        alpha = value ?? 0
      }
      guard arguments.count == 3, let hue = angle(arguments[0]),
        let second = number(arguments[1], percentScale: 100),
        let third = number(arguments[2], percentScale: 100)
      else { return nil }
      return make(name == "hwb" ? .hwb : .hsl, [hue, second, third], alpha)
    case "lab", "lch", "oklab", "oklch":
      guard arguments.count == 3 else { return nil }
      let ok = name.hasPrefix("ok")
      // Percent references (CSS Color 4): L 100% = 100 (1 in Ok spaces); a, b 100% = 125
      // (0.4); chroma 100% = 150 (0.4).
      let lightnessScale = ok ? 1.0 : 100.0
      let axisScale = ok ? 0.4 : 125.0
      let chromaScale = ok ? 0.4 : 150.0
      guard let lightness = number(arguments[0], percentScale: lightnessScale) else { return nil }
      let polar = name.hasSuffix("ch")
      guard let second = number(arguments[1], percentScale: polar ? chromaScale : axisScale)
      else { return nil }
      let third: Double??
      third = polar ? angle(arguments[2]) : number(arguments[2], percentScale: axisScale)
      guard let third else { return nil }
      let space: DesignTokenColorSpace =
        switch name {
        case "lab": .lab
        case "lch": .lch
        case "oklab": .oklab
        default: .oklch
        }
      return make(space, [lightness, second, third], alpha)
    case "color":
      guard arguments.count == 4 else { return nil }
      let spaceName = arguments[0].lowercased()
      let space =
        spaceName == "xyz" ? .xyzD65 : DesignTokenColorSpace(rawValue: spaceName)
      guard let space, ![.hsl, .hwb, .lab, .lch, .oklab, .oklch].contains(space) else {
        return nil
      }
      var channels: [Double?] = []
      for argument in arguments.dropFirst() {
        guard let value = number(argument, percentScale: 1) else { return nil }
        channels.append(value)
      }
      return make(space, channels, alpha)
    default:
      return nil
    }
  }

  private static func make(_ space: DesignTokenColorSpace, _ components: [Double?], _ alpha: Double)
    -> Color?
  {
    guard space.isRepresentable(components) else { return nil }
    return space.color(components, alpha: min(1, max(0, alpha)))
  }

  /// The arguments (split on commas or spaces) and the `/ alpha` part.
  private static func split(_ inside: String) -> (arguments: [String], alpha: String?) {
    var main = inside
    var alpha: String?
    if let slash = inside.firstIndex(of: "/") {
      main = String(inside[..<slash])
      alpha = String(inside[inside.index(after: slash)...]).trimmingWhitespace
    }
    let separators: Set<Character> = [",", " ", "\t", "\n"]
    let arguments = main.split(whereSeparator: { separators.contains($0) }).map(String.init)
    return (arguments, alpha)
  }

  /// A number, a percentage (× `percentScale` / 100) or `none` (`.some(nil)`); `nil` when
  /// `text` is none of them.
  private static func number(_ text: String, percentScale: Double) -> Double?? {
    let text = text.trimmingWhitespace
    if text.lowercased() == "none" { return .some(nil) }
    if text.hasSuffix("%") {
      guard let value = Double(text.dropLast()), value.isFinite else { return nil }
      return .some(value * percentScale / 100)
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return .some(value)
  }

  /// A hue: a number of degrees, or an angle in `deg`, `grad`, `rad` or `turn`.
  private static func angle(_ text: String) -> Double?? {
    let text = text.trimmingWhitespace.lowercased()
    if text == "none" { return .some(nil) }
    for (unit, degrees) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)]
    where text.hasSuffix(unit) {
      guard let value = Double(text.dropLast(unit.count)), value.isFinite else { return nil }
      return .some(value * degrees)
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return .some(value)
  }
}
