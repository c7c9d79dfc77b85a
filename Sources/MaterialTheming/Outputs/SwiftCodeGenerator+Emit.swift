extension SwiftCodeGenerator {
  /// The four trait combinations as `case` patterns, in output order.
  private static let traitCases: [(ColorTraits, String)] = ColorTraits.all.map {
    ($0, "case (.\($0.appearance.rawValue), .\($0.contrast.rawValue)):")
  }

  /// A phrase naming `traits` for doc comments.
  private static func phrase(_ traits: ColorTraits) -> String {
    "\(traits.appearance.rawValue) appearance, \(traits.contrast.rawValue) contrast"
  }

  /// `AdaptiveColorScheme.<id>`: the four semantic schemes.
  func emitColors(into out: inout SwiftSource) {
    out.block("extension AdaptiveColorScheme {") { out in
      out.line("/// The \(theme.name) theme's colors for every appearance and contrast.")
      out.block("public static let \(identifier) = AdaptiveColorScheme(", close: ")") { out in
        let labels = ["light", "lightHighContrast", "dark", "darkHighContrast"]
        for (index, traits) in ColorTraits.all.enumerated() {
          let scheme = theme.colors[traits]
          let comma = index == 3 ? "" : ","
          out.block("\(labels[index]): SemanticColorScheme(", close: ")\(comma)") { out in
            for role in ColorRole.allCases {
              out.line("\(role.key): \(SwiftSource.color(scheme[role])),")
            }
            out.line(
              "elevationOverlayEnabledForDarkMode: \(scheme.elevationOverlayEnabledForDarkMode)")
          }
        }
      }
    }
  }

  /// `TypographyScheme.<id>` and `ContainerScheme.<id>` / `<id>(_:)`.
  func emitContainerScheme(into out: inout SwiftSource) {
    out.block("extension TypographyScheme {") { out in
      out.line("/// The \(theme.name) theme's type scale.")
      out.block("public static let \(identifier): TypographyScheme = {", close: "}()") { out in
        out.line("var scheme = TypographyScheme(defaults: .material201804)")
        for style in TextStyle.allCases {
          SwiftSource.font(theme.typography[style], style: style)
            .write(into: &out, prefix: "scheme[.\(style.rawValue)] = ")
        }
        let hint = theme.typography.useCurrentContentSizeCategoryWhenApplied
        out.line("scheme.useCurrentContentSizeCategoryWhenApplied = \(hint)")
        out.line("return scheme")
      }
    }
    out.blank()
    out.block("extension ContainerScheme {") { out in
      out.line("/// The \(theme.name) theme's container scheme: light appearance, normal contrast.")
      out.line("public static let \(identifier) = \(identifier)(ColorTraits())")
      out.blank()
      out.line("/// The \(theme.name) theme's container scheme for `traits`.")
      out.block("public static func \(identifier)(_ traits: ColorTraits) -> ContainerScheme {") {
        out in
        out.block("ContainerScheme(", close: ")") { out in
          out.line("colorScheme: AdaptiveColorScheme.\(identifier).resolved(for: traits),")
          out.line("typographyScheme: .\(identifier),")
          shapeExpression.write(into: &out, prefix: "shapeScheme: ")
        }
      }
    }
  }

  /// The shape scheme as an expression.
  private var shapeExpression: SwiftExpression {
    guard let shape = theme.shape else { return .raw("nil") }
    if shape == ShapeScheme(defaults: .material201809) {
      return .raw("ShapeScheme(defaults: .material201809)")
    }
    func corner(_ corner: CornerTreatment) -> SwiftExpression {
      .call(
        "CornerTreatment",
        [
          ("family", .raw(".\(corner.family.rawValue)")),
          ("size", .raw(SwiftSource.number(corner.size))),
        ])
    }
    func category(_ category: ShapeCategory) -> SwiftExpression {
      .call(
        "ShapeCategory",
        [
          ("topLeft", corner(category.topLeft)), ("topRight", corner(category.topRight)),
          ("bottomLeft", corner(category.bottomLeft)),
          ("bottomRight", corner(category.bottomRight)),
        ])
    }
    return .call(
      "ShapeScheme",
      [
        ("small", category(shape.smallComponentShape)),
        ("medium", category(shape.mediumComponentShape)),
        ("large", category(shape.largeComponentShape)),
      ])
  }

  /// `BottomNavigationStyle.<id>Primary` / `<id>Surface` (and trait functions), and the variant.
  func emitBottomNavigation(into out: inout SwiftSource) {
    out.block("extension BottomNavigationVariant {") { out in
      out.line("/// The bottom navigation variant the \(theme.name) theme asks for.")
      out.line(
        "public static let \(identifier) = BottomNavigationVariant.\(theme.bottomNavigationVariant.rawValue)"
      )
    }
    for variant in BottomNavigationVariant.allCases {
      let name = identifier + variant.rawValue.prefix(1).uppercased() + variant.rawValue.dropFirst()
      out.blank()
      out.block("extension BottomNavigationStyle {") { out in
        out.line(
          "/// The \(theme.name) \(variant.rawValue) bottom navigation: light, normal contrast.")
        out.line("public static let \(name) = \(name)(ColorTraits())")
        out.blank()
        out.line("/// The \(theme.name) \(variant.rawValue) bottom navigation for `traits`.")
        out.block("public static func \(name)(_ traits: ColorTraits) -> BottomNavigationStyle {") {
          out in
          out.line("var style = BottomNavigationStyle()")
          out.line("switch (traits.appearance, traits.contrast) {")
          for (traits, pattern) in Self.traitCases {
            out.block(pattern, close: "") { out in
              emitAssignments(
                bottomNavigation: theme.bottomNavigationStyle(variant, for: traits), into: &out)
            }
          }
          out.line("}")
          out.line("return style")
        }
      }
    }
  }

  private func emitAssignments(
    bottomNavigation style: BottomNavigationStyle, into out: inout SwiftSource
  ) {
    out.line("style.barTintColor = \(SwiftSource.color(style.barTintColor))")
    out.line("style.selectedItemTintColor = \(SwiftSource.color(style.selectedItemTintColor))")
    out.line("style.selectedItemTitleColor = \(SwiftSource.color(style.selectedItemTitleColor))")
    out.line("style.unselectedItemTintColor = \(SwiftSource.color(style.unselectedItemTintColor))")
    out.line("style.rippleColor = \(SwiftSource.color(style.rippleColor))")
    SwiftSource.font(style.itemTitleFont, style: nil).write(
      into: &out, prefix: "style.itemTitleFont = ")
    out.line("style.elevation = \(SwiftSource.number(style.elevation))")
    out.line(
      "style.itemsContentVerticalMargin = \(SwiftSource.number(style.itemsContentVerticalMargin))")
    out.line(
      "style.itemBadgeBackgroundColor = \(SwiftSource.color(style.itemBadgeBackgroundColor))")
    out.line("style.itemBadgeTextColor = \(SwiftSource.color(style.itemBadgeTextColor))")
    if let indicator = style.selectionIndicatorColor {
      out.line("style.selectionIndicatorColor = \(SwiftSource.color(indicator))")
    }
  }

  /// `BottomDrawerStyle.<id>` and `<id>(_:)`.
  func emitBottomDrawer(into out: inout SwiftSource) {
    out.block("extension BottomDrawerStyle {") { out in
      out.line("/// The \(theme.name) bottom drawer: light appearance, normal contrast.")
      out.line("public static let \(identifier) = \(identifier)(ColorTraits())")
      out.blank()
      out.line("/// The \(theme.name) bottom drawer for `traits`.")
      out.block("public static func \(identifier)(_ traits: ColorTraits) -> BottomDrawerStyle {") {
        out in
        out.line("var style = BottomDrawerStyle()")
        out.line("switch (traits.appearance, traits.contrast) {")
        for (traits, pattern) in Self.traitCases {
          let style = theme.bottomDrawerStyle(for: traits)
          out.block(pattern, close: "") { out in
            let radii = style.topCornersRadius
            out.line(
              "style.headerBackgroundColor = \(SwiftSource.color(style.headerBackgroundColor))")
            out.line(
              "style.contentBackgroundColor = \(SwiftSource.color(style.contentBackgroundColor))")
            out.line("style.scrimColor = \(SwiftSource.color(style.scrimColor))")
            out.line("style.topHandleColor = \(SwiftSource.color(style.topHandleColor))")
            SwiftExpression.call(
              "TopCornerRadii",
              [
                ("collapsed", .raw(SwiftSource.number(radii.collapsed))),
                ("expanded", .raw(SwiftSource.number(radii.expanded))),
                ("fullScreen", .raw(SwiftSource.number(radii.fullScreen))),
              ]
            ).write(into: &out, prefix: "style.topCornersRadius = ")
            out.line("style.elevation = \(SwiftSource.number(style.elevation))")
            out.line("style.shadowColor = \(SwiftSource.color(style.shadowColor))")
          }
        }
        out.line("}")
        out.line("return style")
      }
    }
  }
}
