/// The `Material3` namespace of the UIKit and AppKit styles: every Material 3 color role of the
/// theme's spec, the M3 type scale (fonts, text styles, line heights, tracking), the shape scale
/// and the state-layer opacities, next to the MDC members the namespace already has.
///
/// Colors go through the namespace's `color(…)` helper (the same dynamic provider as the MDC
/// roles), fonts through its `font(…)` helper.
struct Material3NamespaceWriter {
  let inventory: Material3Inventory
  let namespace: String
  let platform: ApplePlatform

  /// The whole `public enum Material3 { … }`.
  func write(_ out: inout SwiftPrinter) {
    out.doc("The Material 3 system: color roles, type scale, shape scale and state layers.")
    out.block("public nonisolated enum Material3 {") { out in
      colors(&out)
      out.blank()
      fonts(&out)
      if platform == .uikit {
        out.blank()
        textStyles(&out)
      }
      out.blank()
      metrics("LineHeights", "The line height of each type role in points", \.lineHeight, &out)
      out.blank()
      metrics("Tracking", "The letter spacing of each type role in points", \.tracking, &out)
      out.blank()
      shapes(&out)
      out.blank()
      stateLayers(&out)
      if platform == .uikit {
        out.blank()
        out.lines(Self.largeTitleHelper)
      }
    }
  }

  /// `Colors`: one member per role, its four values in ``ColorTraits/all`` order.
  private func colors(_ out: inout SwiftPrinter) {
    let increased = inventory.increasedContrast.rawValue
    out.doc(
      "Every color role of the spec; increased contrast shows Material 3 \(increased) contrast.")
    AppleNamespaceWriter.colors(inventory.colors, namespace: namespace, platform: platform, &out)
  }

  /// `Fonts`: one member per type role.
  private func fonts(_ out: inout SwiftPrinter) {
    out.doc(
      platform == .uikit
        ? "The type scale, scaled by `UIFontMetrics(forTextStyle:)` of each role's text style."
        : "The type scale (macOS has no Dynamic Type).")
    out.block("public nonisolated enum Fonts {") { out in
      for role in Material3TypeRole.allCases {
        let style = inventory.typeScale[role]
        let size = SwiftLiteral.number(style.size)
        let weight = SwiftLiteral.number(Double(style.weight.rawValue))
        let family = style.family == Font.systemFamily ? "system" : style.family
        out.doc(
          "`\(role.key)`: \(family), \(size) pt, weight \(weight), "
            + "scales with `\(style.textStyle.rawValue)`.")
        out.block("public static var \(role.key): \(platform.font) {") { out in
          out.line(font(style))
        }
      }
    }
  }

  /// `TextStyles` (UIKit): the text style each role scales with.
  private func textStyles(_ out: inout SwiftPrinter) {
    constants(
      "TextStyles", "The text style whose Dynamic Type curve scales each type role.",
      Material3TypeRole.allCases.map { role in
        let style = textStyle(inventory.typeScale[role].textStyle)
        return (role.key, "public static var \(role.key): UIKit.UIFont.TextStyle { \(style) }")
      }, &out)
  }

  /// Line heights or tracking: scaled with the role's text style on UIKit, constants on AppKit.
  private func metrics(
    _ name: String, _ summary: String, _ value: KeyPath<Material3TypeStyle, Double>,
    _ out: inout SwiftPrinter
  ) {
    out.doc(
      platform == .uikit
        ? summary + ", scaled with the role's text style." : summary + ".")
    out.block("public nonisolated enum \(name) {") { out in
      for role in Material3TypeRole.allCases {
        let style = inventory.typeScale[role]
        let number = SwiftLiteral.number(style[keyPath: value])
        out.doc("`\(role.key)`.")
        guard platform == .uikit else {
          out.line("public static let \(role.key): CGFloat = \(number)")
          continue
        }
        out.block("public static var \(role.key): CGFloat {") { out in
          out.line(
            "UIKit.UIFontMetrics(forTextStyle: \(textStyle(style.textStyle))).scaledValue(for: \(number))"
          )
        }
      }
    }
  }

  /// `Shapes`: each corner step as the radius on a shape of the given size (at most half the
  /// shorter side; exactly half for a fully rounded step).
  private func shapes(_ out: inout SwiftPrinter) {
    out.doc("The corner radius of each shape step on a shape of `width` × `height` points.")
    out.block("public nonisolated enum Shapes {") { out in
      for step in Material3ShapeRole.allCases {
        let half = "max(0, min(width, height) / 2)"
        let radius: String
        switch inventory.shapeScale[step] {
        case .points(let points):
          out.doc("`\(step.key)`: \(SwiftLiteral.number(points)) pt.")
          radius = "min(\(SwiftLiteral.number(max(points, 0))), \(half))"
        case .full:
          out.doc("`\(step.key)`: fully rounded.")
          radius = half
        }
        out.block(
          "public static func \(step.key)(width: CGFloat, height: CGFloat) -> CGFloat {"
        ) { out in
          out.line(radius)
        }
      }
    }
  }

  /// `StateLayers`: the opacities.
  private func stateLayers(_ out: inout SwiftPrinter) {
    constants(
      "StateLayers",
      "The state-layer opacities (hover, focus, pressed, dragged) and disabled opacities.",
      Material3StateLayer.allCases.map { layer in
        let value = SwiftLiteral.number(inventory.stateLayers[layer])
        return (layer.key, "public static let \(layer.key): CGFloat = \(value)")
      }, &out)
  }

  /// `public enum <name> { … }` of one-line members, each documented with its key.
  private func constants(
    _ name: String, _ summary: String, _ members: [(key: String, line: String)],
    _ out: inout SwiftPrinter
  ) {
    out.doc(summary)
    out.block("public nonisolated enum \(name) {") { out in
      for member in members {
        out.doc("`\(member.key)`.")
        out.line(member.line)
      }
    }
  }

  /// `<namespace>.font(…)` for a type role.
  private func font(_ style: Material3TypeStyle) -> String {
    let family = style.family == Font.systemFamily ? "nil" : SwiftLiteral.string(style.family)
    let weight = ApplePlatform.weightName(style.weight)
    var arguments = "\(family), \(SwiftLiteral.number(style.size)), .\(weight)"
    if platform == .uikit { arguments += ", " + textStyle(style.textStyle) }
    return "\(namespace).font(\(arguments))"
  }

  /// The UIKit text style expression of a Dynamic Type style.
  private func textStyle(_ style: DynamicTypeStyle) -> String {
    switch style {
    case .largeTitle: "largeTitleStyle"
    case .title: ".title1"
    case .caption: ".caption1"
    default: "." + style.rawValue
    }
  }

  /// `largeTitle`, which tvOS lacks (there the large roles scale with title 1).
  private static let largeTitleHelper = """
    /// The large-title text style; tvOS has none, so title 1 stands in for it there.
    private static var largeTitleStyle: UIKit.UIFont.TextStyle {
      #if os(tvOS)
        return .title1
      #else
        return .largeTitle
      #endif
    }
    """
}
