/// The `swiftui` style: the theme as a value of `MaterialThemingSwiftUI`'s `MaterialTheme`
/// (`extension MaterialTheme { public static let ocean = MaterialTheme(…) }`), so every brand
/// generated into a target shares one type and an app switches brands at run time through the
/// SwiftUI environment.
///
/// The file needs no framework: it states data (`0xRRGGBBAA` colors for light, light high
/// contrast, dark and dark high contrast, the type and shape scales, the state layers and the
/// component styles); the library turns it into dynamic colors and Dynamic Type fonts. It names
/// no `Color` or `Font` type, so an app's own `Color` or `Font` cannot clash with it, and the
/// extension is `nonisolated`, so the value reads the same from any isolation, also in a target
/// whose default isolation is the main actor. The Material 3 roles' increased-contrast slots hold
/// the level ``SwiftWriter/increasedContrast`` names (`--contrast-high`), and a color authored
/// in Display P3 is stated in Display P3 too (`ThemeColor(…, displayP3: …)`).
extension SwiftWriter {
  /// The body of a `swiftui` file.
  func writeSwiftUITheme(_ out: inout SwiftPrinter) {
    let schemes = ColorTraits.all.map { theme.containerScheme(for: $0) }
    let inventory = ThemeInventory(theme: theme)
    out.line("import MaterialThemingCore")
    out.line("import MaterialThemingSwiftUI")
    out.blank()
    // The name as it reads inside a string literal, without the quotes.
    let name = SwiftLiteral.string(inventory.name).dropFirst().dropLast()
    out.block("nonisolated extension MaterialTheme {") { out in
      out.doc(
        "The theme “\(name)”: every Material 3 and Material Components color role, the Material 3"
          + " type and shape scales, state layers and component styles.")
      out.line("public static let \(identifier) = MaterialTheme(")
      out.indent { out in
        out.line("name: \(SwiftLiteral.string(theme.name)),")
        out.line("colors: MaterialTheme.Colors(")
        out.indent { out in
          writeMaterial3Colors(&out)
          out.line("materialComponents: [")
          out.indent { out in
            for role in ColorRole.allCases {
              themeColor(&out, ".\(role.key)", schemes.map { $0.colorScheme[role] })
            }
          }
          out.line("],")
          let custom = inventory.colors.filter { $0.origin.hasPrefix("customColors.") }
          if custom.isEmpty {
            out.line("custom: [:]),")
          } else {
            out.line("custom: [")
            out.indent { out in
              for entry in custom {
                themeColor(&out, SwiftLiteral.string(entry.name), entry.values)
              }
            }
            out.line("]),")
          }
        }
        writeTypeScale(&out)
        writeShapeScale(&out)
        let layers = theme.material3StateLayers
        let opacities = Material3StateLayer.allCases.map {
          "\($0.key): \(SwiftLiteral.number(layers[$0]))"
        }
        Self.packed(&out, head: "stateLayers: Material3StateLayers(", opacities, tail: "),")
        writeBottomNavigation(&out, schemes: schemes)
        writeBottomDrawer(&out, schemes: schemes)
      }
    }
  }

  /// `key: ThemeColor(…),` as one dictionary element or argument, wrapped as swift-format wraps
  /// it: the four values in ``ColorTraits/all`` order, followed by `displayP3:` and the four
  /// values in Display P3 when any of them keeps one.
  private func themeColor(_ out: inout SwiftPrinter, _ key: String, _ values: [Color]) {
    Self.packed(&out, head: "\(key): ThemeColor(", Self.themeColorArguments(values), tail: "),")
  }

  /// The arguments of `ThemeColor(…)`: the four sRGB values, then — for a color authored in
  /// Display P3 — `displayP3:` and the four Display P3 values.
  private static func themeColorArguments(_ values: [Color]) -> [String] {
    var arguments = values.map(SwiftLiteral.hex)
    if let p3 = SwiftLiteral.displayP3Hex(values) {
      arguments += ["displayP3: " + p3[0]] + p3.dropFirst()
    }
    return arguments
  }

  /// `head` + the arguments + `tail` on one line when it fits in 100 columns; else `head`, then
  /// the arguments filled into indented lines, the last ending in `tail` (swift-format's layout).
  static func packed(
    _ out: inout SwiftPrinter, head: String, _ arguments: [String], tail: String
  ) {
    let limit = 100
    let whole = head + arguments.joined(separator: ", ") + tail
    guard out.indentationWidth + whole.count > limit else { return out.line(whole) }
    out.line(head)
    out.indent { fill(&$0, arguments, tail: tail) }
  }

  /// The arguments filled into lines of at most 100 columns at the current indentation,
  /// separated by commas, the last ending in `tail`.
  static func fill(_ out: inout SwiftPrinter, _ arguments: [String], tail: String) {
    let limit = 100
    var current = ""
    for (index, argument) in arguments.enumerated() {
      let piece = argument + (index == arguments.count - 1 ? tail : ",")
      let candidate = current.isEmpty ? piece : current + " " + piece
      if !current.isEmpty && out.indentationWidth + candidate.count > limit {
        out.line(current)
        current = piece
      } else {
        current = candidate
      }
    }
    out.line(current)
  }

  /// `material3: [...]`: every role the theme's spec has, in every slot (normal contrast is the
  /// standard slot, increased contrast the level ``increasedContrast`` names), as `resolve`
  /// lists them.
  private func writeMaterial3Colors(_ out: inout SwiftPrinter) {
    let inventory = Material3Inventory(theme: theme, increasedContrast: increasedContrast)
    out.line("material3: [")
    out.indent { out in
      for entry in inventory.colors {
        themeColor(&out, ".\(entry.name)", entry.values)
      }
    }
    out.line("],")
  }

  /// `typography: Material3TypeScale { role in switch role { … } },`.
  private func writeTypeScale(_ out: inout SwiftPrinter) {
    out.line("typography: Material3TypeScale { role in")
    out.indent { out in
      out.line("switch role {")
      do {
        for role in Material3TypeRole.allCases {
          let style = theme.material3TypeScale[role]
          var arguments: [String] = []
          if style.family != Font.systemFamily {
            arguments.append("family: \(SwiftLiteral.string(style.family))")
          }
          arguments += [
            "size: \(SwiftLiteral.number(style.size))",
            "lineHeight: \(SwiftLiteral.number(style.lineHeight))",
            "weight: \(Self.weight(style.weight))",
            "tracking: \(SwiftLiteral.number(style.tracking))",
            "textStyle: .\(style.textStyle.rawValue)",
          ]
          out.line("case .\(role.key):")
          out.indent { out in
            out.line("Material3TypeStyle(")
            out.indent { out in
              var rest = arguments[...]
              if style.family != Font.systemFamily { out.line(rest.removeFirst() + ",") }
              Self.fill(&out, Array(rest), tail: ")")
            }
          }
        }
      }
      out.line("}")
    }
    out.line("},")
  }

  /// A `FontWeight` expression: the named constant, else `FontWeight(clamping:)`.
  private static func weight(_ weight: FontWeight) -> String {
    let names = [
      "thin", "extraLight", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    let value = weight.rawValue
    guard value % 100 == 0, (100...900).contains(value) else {
      return "FontWeight(clamping: \(value))"
    }
    return "." + names[value / 100 - 1]
  }

  /// `shapes: Material3ShapeScale { role in switch role { … } },`.
  private func writeShapeScale(_ out: inout SwiftPrinter) {
    out.line("shapes: Material3ShapeScale { role in")
    out.indent { out in
      out.line("switch role {")
      do {
        for role in Material3ShapeRole.allCases {
          let corner: String =
            switch theme.material3ShapeScale[role] {
            case .points(let value): ".points(\(SwiftLiteral.number(value)))"
            case .full: ".full"
            }
          out.line("case .\(role.key): \(corner)")
        }
      }
      out.line("}")
    }
    out.line("},")
  }

  /// `bottomNavigation: …`: the variant the theme asks for, in every trait.
  private func writeBottomNavigation(_ out: inout SwiftPrinter, schemes: [ContainerScheme]) {
    let styles = theme.bottomNavigationStyles(
      theme.bottomNavigationVariant, for: ColorTraits.all, schemes: schemes)
    func color(
      _ out: inout SwiftPrinter, _ label: String, _ value: (BottomNavigationStyle) -> Color
    ) {
      themeColor(&out, label, styles.map(value))
    }
    let indicators = styles.compactMap(\.selectionIndicatorColor)
    out.line("bottomNavigation: MaterialTheme.BottomNavigation(")
    out.indent { out in
      color(&out, "barTint", \.barTintColor)
      color(&out, "selectedItemTint", \.selectedItemTintColor)
      color(&out, "selectedItemTitle", \.selectedItemTitleColor)
      color(&out, "unselectedItemTint", \.unselectedItemTintColor)
      color(&out, "badgeBackground", \.itemBadgeBackgroundColor)
      color(&out, "badgeText", \.itemBadgeTextColor)
      if indicators.count == styles.count {
        themeColor(&out, "selectionIndicator", indicators)
      }
      out.line("elevation: \(SwiftLiteral.number(styles[0].elevation))),")
    }
  }

  /// `bottomDrawer: …`.
  private func writeBottomDrawer(_ out: inout SwiftPrinter, schemes: [ContainerScheme]) {
    let styles = theme.bottomDrawerStyles(for: ColorTraits.all, schemes: schemes)
    func color(_ out: inout SwiftPrinter, _ label: String, _ value: (BottomDrawerStyle) -> Color) {
      themeColor(&out, label, styles.map(value))
    }
    let radii = styles[0].topCornersRadius
    out.line("bottomDrawer: MaterialTheme.BottomDrawer(")
    out.indent { out in
      color(&out, "headerBackground", \.headerBackgroundColor)
      color(&out, "contentBackground", \.contentBackgroundColor)
      color(&out, "scrim", \.scrimColor)
      color(&out, "topHandle", \.topHandleColor)
      out.line("topCornersRadius: TopCornerRadii(")
      out.indent { out in
        out.line(
          "collapsed: \(SwiftLiteral.number(radii.collapsed)), "
            + "expanded: \(SwiftLiteral.number(radii.expanded)), "
            + "fullScreen: \(SwiftLiteral.number(radii.fullScreen)))))")
      }
    }
  }
}
