/// How generated Swift spells the values it states: strings, numbers, colors, weights and fonts.
enum SwiftLiteral {
  /// `text` as a Swift string literal (``TextEscaping/swiftStringLiteral(_:)``): the one way
  /// generated Swift writes a string literal.
  static func string(_ text: String) -> String { TextEscaping.swiftStringLiteral(text) }

  /// A number literal: whole numbers without a fraction (``NumberText/decimal(_:)``).
  static func number(_ value: Double) -> String { NumberText.decimal(value) }

  /// `true` or `false`.
  static func bool(_ value: Bool) -> String { value ? "true" : "false" }

  /// `0xRRGG_BBAA`: the color quantised to 8 bits per channel.
  static func hex(_ color: Color) -> String {
    // The digits are ASCII: slicing the bytes rather than the characters spares a walk over
    // grapheme breaks.
    let digits = color.hex().utf8.dropFirst()
    let high = String(decoding: digits.prefix(4), as: UTF8.self)
    let low = String(decoding: digits.suffix(4), as: UTF8.self)
    return "0x" + high + "_" + low
  }

  /// `MaterialThemingCore.Color(rgba: 0xRRGG_BBAA)`, with `displayP3: DisplayP3(red:green:blue:)`
  /// for a color that keeps a Display P3 value, on one line.
  static func color(_ color: Color) -> String { colorExpression(color).singleLine }

  /// ``color(_:)`` as an expression the printer wraps when it does not fit: the one way the
  /// core output writes a color.
  ///
  /// The type is qualified with its module, so an app's own `Color` (or SwiftUI's, in a file
  /// that imports both) cannot take its place.
  static func colorExpression(_ color: Color) -> SwiftExpression {
    var arguments: [(label: String, value: SwiftExpression)] = [("rgba", .raw(hex(color)))]
    if let p3 = color.displayP3 {
      let channels = [("red", p3.red), ("green", p3.green), ("blue", p3.blue)]
        .map { "\($0): \(NumberText.fixed($1, fractionDigits: 4))" }.joined(separator: ", ")
      arguments.append(("displayP3", .raw("DisplayP3(" + channels + ")")))
    }
    return .call("MaterialThemingCore.Color", arguments)
  }

  /// The four values of an Apple `color(…)` call in ``ColorTraits/all`` order, as `0xRRGG_BBAA`
  /// sRGB values or, when any of them keeps a Display P3 value, all four in Display P3 followed
  /// by `displayP3: true`: the one way the Apple outputs write a color.
  static func appleColorArguments(_ values: [Color]) -> String {
    guard let p3 = displayP3Hex(values) else { return values.map(hex).joined(separator: ", ") }
    return p3.joined(separator: ", ") + ", displayP3: true"
  }

  /// The values as `0xRRGG_BBAA` in Display P3 (a kept P3 value, else the sRGB value converted
  /// exactly), or `nil` when none of them keeps a Display P3 value: the one way the Apple
  /// outputs spell a color's P3 side.
  static func displayP3Hex(_ values: [Color]) -> [String]? {
    guard values.contains(where: { $0.displayP3 != nil }) else { return nil }
    return values.map { color -> String in
      let channels = DisplayP3Conversion.displayP3(of: color)
      return hex(
        Color(red: channels.red, green: channels.green, blue: channels.blue, alpha: color.alpha))
    }
  }

  /// A `FontWeight` expression: a named constant where one exists.
  static func weight(_ weight: FontWeight) -> String {
    weightNames[weight].map { "." + $0 } ?? "FontWeight(clamping: \(weight.rawValue))"
  }

  /// The named `FontWeight` constants.
  private static let weightNames: [FontWeight: String] = [
    .thin: "thin", .extraLight: "extraLight", .light: "light", .regular: "regular",
    .medium: "medium", .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black",
  ]

  /// A `MaterialThemingCore.Font(...)` expression (qualified, as ``color(_:)`` is); a scaling
  /// curve that is Material Components' curve of `style` is named as such.
  static func font(_ font: Font, style: TextStyle?) -> SwiftExpression {
    var arguments: [(label: String, value: SwiftExpression)] = [
      ("family", .raw(string(font.family))), ("size", .raw(number(font.size))),
      ("weight", .raw(weight(font.weight))),
    ]
    if font.letterSpacing != 0 {
      arguments.append(("letterSpacing", .raw(number(font.letterSpacing))))
    }
    if let curve = font.scalingCurve {
      if let style, curve == ScalingCurve.material(for: style) {
        arguments.append(("scalingCurve", .raw(".material(for: .\(style.rawValue))")))
      } else {
        let sizes = curve.sizes.map(number).joined(separator: ", ")
        arguments.append(("scalingCurve", .raw("ScalingCurve(sizes: [\(sizes)])")))
      }
    }
    return .call("MaterialThemingCore.Font", arguments)
  }
}
