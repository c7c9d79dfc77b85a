/// The `core` style: static members of `MaterialThemingCore` types that rebuild the theme.
///
/// Colors are stated once per trait; a component style's trait function sets the fields every
/// trait shares before its `switch` (and has no `switch` when nothing differs); the type scale
/// is the dated scale it differs from least plus the theme's changes.
extension SwiftWriter {
  /// The body of a `core` file.
  func writeCore(_ out: inout SwiftPrinter) {
    out.line("import MaterialThemingCore")
    out.blank()
    writeColors(&out)
    out.blank()
    writeTypography(&out)
    out.blank()
    writeContainerScheme(&out)
    out.blank()
    // The container scheme of each trait, which the component styles are themed from.
    let schemes = ColorTraits.all.map { theme.containerScheme(for: $0) }
    writeBottomNavigation(schemes: schemes, &out)
    out.blank()
    writeBottomDrawer(schemes: schemes, &out)
    writeCustomColors(&out)
    out.blank()
    writeCoreMaterial3(&out)
  }

  /// `AdaptiveColorScheme.<id>`: the four semantic schemes.
  private func writeColors(_ out: inout SwiftPrinter) {
    let labels = ["light", "lightHighContrast", "dark", "darkHighContrast"]
    out.block("nonisolated extension AdaptiveColorScheme {") { out in
      out.doc("The \(theme.name) theme's colors for every appearance and contrast.")
      out.block("public static let \(identifier) = AdaptiveColorScheme(", close: ")") { out in
        for (index, traits) in ColorTraits.all.enumerated() {
          let scheme = theme.colors[traits]
          let close = index == labels.count - 1 ? ")" : "),"
          out.block("\(labels[index]): SemanticColorScheme(", close: close) { out in
            for role in ColorRole.allCases {
              out.expression(
                SwiftLiteral.colorExpression(scheme[role]), prefix: "\(role.key): ", suffix: ",")
            }
            let overlay = SwiftLiteral.bool(scheme.elevationOverlayEnabledForDarkMode)
            out.line("elevationOverlayEnabledForDarkMode: \(overlay)")
          }
        }
      }
    }
  }

  /// `TypographyScheme.<id>`.
  private func writeTypography(_ out: inout SwiftPrinter) {
    out.block("nonisolated extension TypographyScheme {") { out in
      out.doc("The \(theme.name) theme's type scale.")
      out.block("public static let \(identifier): TypographyScheme = {", close: "}()") { out in
        writeTypographyChanges(&out)
        let hint = theme.typography.useCurrentContentSizeCategoryWhenApplied
        out.line("scheme.useCurrentContentSizeCategoryWhenApplied = \(SwiftLiteral.bool(hint))")
        out.line("return scheme")
      }
    }
  }

  /// The dated type scales a generated one starts from, with their Swift names.
  private static let typographyBases: [(scheme: TypographyScheme, name: String)] = [
    (TypographyScheme(defaults: .material201804), "material201804"),
    (TypographyScheme(defaults: .material201902), "material201902"),
  ]

  /// `var scheme = TypographyScheme(defaults: …)` and what the theme's type scale changes in
  /// it, starting from the dated scale it differs from least: a font whose scaling curve differs
  /// is written whole (`scheme[.<style>] = Font(…)`), any other change as one line per property
  /// (`scheme[.<style>].family = "…"`). The dated scales never change, so stating the
  /// differences from one says the same as stating every font.
  private func writeTypographyChanges(_ out: inout SwiftPrinter) {
    let typography = theme.typography
    func changes(from base: TypographyScheme) -> Int {
      var count = 0
      for style in TextStyle.allCases {
        let font = typography[style]
        let current = base[style]
        if font.scalingCurve != current.scalingCurve {
          count += 5
          continue
        }
        if font.family != current.family { count += 1 }
        if font.size != current.size { count += 1 }
        if font.weight != current.weight { count += 1 }
        if font.letterSpacing != current.letterSpacing { count += 1 }
      }
      return count
    }
    let bases = Self.typographyBases
    let base = changes(from: bases[1].scheme) < changes(from: bases[0].scheme) ? bases[1] : bases[0]
    out.line("var scheme = TypographyScheme(defaults: .\(base.name))")
    for style in TextStyle.allCases {
      let font = typography[style]
      let current = base.scheme[style]
      let target = "scheme[.\(style.rawValue)]"
      if font.scalingCurve != current.scalingCurve {
        out.expression(SwiftLiteral.font(font, style: style), prefix: target + " = ")
        continue
      }
      if font.family != current.family {
        out.line("\(target).family = \(SwiftLiteral.string(font.family))")
      }
      if font.size != current.size {
        out.line("\(target).size = \(SwiftLiteral.number(font.size))")
      }
      if font.weight != current.weight {
        out.line("\(target).weight = \(SwiftLiteral.weight(font.weight))")
      }
      if font.letterSpacing != current.letterSpacing {
        out.line("\(target).letterSpacing = \(SwiftLiteral.number(font.letterSpacing))")
      }
    }
  }

  /// `ContainerScheme.<id>` and `<id>(_:)`.
  private func writeContainerScheme(_ out: inout SwiftPrinter) {
    out.block("nonisolated extension ContainerScheme {") { out in
      out.doc("The \(theme.name) theme's container scheme: light appearance, normal contrast.")
      out.line("public static let \(identifier) = \(identifier)(ColorTraits())")
      out.blank()
      out.doc("The \(theme.name) theme's container scheme for `traits`.")
      out.block("public static func \(identifier)(_ traits: ColorTraits) -> ContainerScheme {") {
        out in
        out.block("ContainerScheme(", close: ")") { out in
          out.line("colorScheme: AdaptiveColorScheme.\(identifier).resolved(for: traits),")
          out.line("typographyScheme: .\(identifier),")
          writeShapeScheme(&out)
        }
      }
    }
  }

  /// The `shapeScheme:` argument of the container scheme: `nil`, the dated scheme by name, or
  /// every corner of every category.
  private func writeShapeScheme(_ out: inout SwiftPrinter) {
    guard let shape = theme.shape else { return out.line("shapeScheme: nil") }
    if shape == ShapeScheme(defaults: .material201809) {
      return out.line("shapeScheme: ShapeScheme(defaults: .material201809)")
    }
    // Four corners are wider than the column limit, so a category is always a corner a line.
    let categories = [
      ("small", shape.smallComponentShape), ("medium", shape.mediumComponentShape),
      ("large", shape.largeComponentShape),
    ]
    out.block("shapeScheme: ShapeScheme(", close: ")") { out in
      for (index, (label, category)) in categories.enumerated() {
        let close = index == categories.count - 1 ? ")" : "),"
        out.block("\(label): ShapeCategory(", close: close) { out in
          let corners = [
            ("topLeft", category.topLeft), ("topRight", category.topRight),
            ("bottomLeft", category.bottomLeft), ("bottomRight", category.bottomRight),
          ]
          for (index, (label, corner)) in corners.enumerated() {
            let treatment = SwiftExpression.call(
              "CornerTreatment",
              [
                ("family", .raw(".\(corner.family.rawValue)")),
                ("size", .raw(SwiftLiteral.number(corner.size))),
              ])
            out.expression(
              treatment, prefix: label + ": ", suffix: index == corners.count - 1 ? "" : ",")
          }
        }
      }
    }
  }

  /// `BottomNavigationVariant.<id>`, and `BottomNavigationStyle.<id><Variant>` (with its trait
  /// function) for each variant; `schemes` are the container schemes of ``ColorTraits/all``.
  private func writeBottomNavigation(schemes: [ContainerScheme], _ out: inout SwiftPrinter) {
    out.block("nonisolated extension BottomNavigationVariant {") { out in
      out.doc("The bottom navigation variant the \(theme.name) theme asks for.")
      out.line(
        "public static let \(identifier) = BottomNavigationVariant."
          + theme.bottomNavigationVariant.rawValue)
    }
    for variant in BottomNavigationVariant.allCases {
      let name = identifier + ThemeInventory.capitalized(variant.rawValue)
      let styles = theme.bottomNavigationStyles(variant, for: ColorTraits.all, schemes: schemes)
      out.blank()
      out.block("nonisolated extension BottomNavigationStyle {") { out in
        out.doc("The \(theme.name) \(variant.rawValue) bottom navigation: light, normal contrast.")
        out.line("public static let \(name) = \(name)(ColorTraits())")
        out.blank()
        out.doc("The \(theme.name) \(variant.rawValue) bottom navigation for `traits`.")
        out.block("public static func \(name)(_ traits: ColorTraits) -> BottomNavigationStyle {") {
          out in
          writeTraitFunctionBody("BottomNavigationStyle", styles, &out)
        }
      }
    }
  }

  /// `BottomDrawerStyle.<id>` and `<id>(_:)`; `schemes` are the container schemes of
  /// ``ColorTraits/all``.
  private func writeBottomDrawer(schemes: [ContainerScheme], _ out: inout SwiftPrinter) {
    let styles = theme.bottomDrawerStyles(for: ColorTraits.all, schemes: schemes)
    out.block("nonisolated extension BottomDrawerStyle {") { out in
      out.doc("The \(theme.name) bottom drawer: light appearance, normal contrast.")
      out.line("public static let \(identifier) = \(identifier)(ColorTraits())")
      out.blank()
      out.doc("The \(theme.name) bottom drawer for `traits`.")
      out.block("public static func \(identifier)(_ traits: ColorTraits) -> BottomDrawerStyle {") {
        out in
        writeTraitFunctionBody("BottomDrawerStyle", styles, &out)
      }
    }
  }

  /// The body of a style's trait function: `var style = <type>()`, the assignments that are
  /// the same in all four traits, a `switch` over the traits making the assignments that differ
  /// (`styles` are in ``ColorTraits/all`` order; the `switch` is left out when none differs), and
  /// `return style`.
  private func writeTraitFunctionBody<Style: FieldTableStyle>(
    _ type: String, _ styles: [Style], _ out: inout SwiftPrinter
  ) {
    // Each style's assignments line up: the same field or group at the same index.
    let assignments = styles.map(Self.assignments)
    let shared = assignments[0].indices.map { index in
      assignments.allSatisfy { $0[index] == assignments[0][index] }
    }
    out.line("var style = \(type)()")
    for index in shared.indices where shared[index] {
      if let assignment = assignments[0][index] { write(assignment, &out) }
    }
    if shared.contains(false) {
      out.line("switch (traits.appearance, traits.contrast) {")
      for (traits, assignments) in zip(ColorTraits.all, assignments) {
        let pattern = "case (.\(traits.appearance.rawValue), .\(traits.contrast.rawValue)):"
        out.block(pattern, close: "") { out in
          for index in shared.indices where !shared[index] {
            if let assignment = assignments[index] { write(assignment, &out) }
          }
        }
      }
      out.line("}")
    }
    out.line("return style")
  }

  /// One `style.<member> = <value>` statement of a trait function.
  private struct Assignment: Equatable {
    /// The member assigned: a field's key, or a group's.
    var member: String
    /// The group's Swift type, or `nil` for a field outside a group.
    var groupType: String?
    /// The value of the field, or the group's members' values with their labels.
    var values: [Labeled]

    /// A value and the label it is passed with in a group's initializer.
    struct Labeled: Equatable {
      var label: String
      var value: StyleFieldValue
    }
  }

  /// The assignments that set `style`'s fields, one per field (or group of fields) in table
  /// order: `nil` for a field the style lacks (an optional color); a group is one assignment of
  /// the group's type with the members the style has.
  private static func assignments<Style: FieldTableStyle>(_ style: Style) -> [Assignment?] {
    var result: [Assignment?] = []
    var previousGroup: StyleFieldGroup?
    for field in Style.fields {
      let value = field.value(in: style).map { Assignment.Labeled(label: field.key, value: $0) }
      defer { previousGroup = field.group }
      guard let group = field.group else {
        result.append(value.map { Assignment(member: field.key, groupType: nil, values: [$0]) })
        continue
      }
      if group != previousGroup {
        result.append(Assignment(member: group.key, groupType: group.swiftType, values: []))
      }
      if let value { result[result.count - 1]?.values.append(value) }
    }
    return result
  }

  /// Writes `assignment`: a color or length on one line, a font or a group as an expression
  /// that wraps when it does not fit.
  private func write(_ assignment: Assignment, _ out: inout SwiftPrinter) {
    let prefix = "style.\(assignment.member) = "
    guard let type = assignment.groupType else {
      return out.expression(Self.expression(assignment.values[0].value), prefix: prefix)
    }
    let arguments = assignment.values.map { (label: $0.label, value: Self.expression($0.value)) }
    out.expression(.call(type, arguments), prefix: prefix)
  }

  /// A field's value as an expression: colors and lengths as literals, fonts as `Font(...)`.
  private static func expression(_ value: StyleFieldValue) -> SwiftExpression {
    switch value {
    case .color(let color): SwiftLiteral.colorExpression(color)
    case .font(let font): SwiftLiteral.font(font, style: nil)
    case .length(let points): .raw(SwiftLiteral.number(points))
    }
  }

  /// `CustomColorScheme.<id>CustomColors`: each custom color's name and light and dark roles
  /// (names sorted by Unicode scalars; nothing when the theme has no custom colors).
  ///
  /// The list is an array of pairs rather than a dictionary: names that differ only in Unicode
  /// normalization are distinct custom colors but equal `String` keys.
  private func writeCustomColors(_ out: inout SwiftPrinter) {
    let schemes = theme.customColorSchemes
    guard !schemes.isEmpty else { return }
    out.blank()
    out.block("nonisolated extension CustomColorScheme {") { out in
      out.doc("The \(theme.name) theme's custom colors by name; high contrast uses the same roles.")
      out.block(
        "public static let \(identifier)CustomColors: [(name: String, scheme: CustomColorScheme)] = [",
        close: "]"
      ) { out in
        for (name, scheme) in schemes {
          out.block("(", close: "),") { out in
            out.line("name: \(SwiftLiteral.string(name)),")
            out.block("scheme: CustomColorScheme(", close: ")") { out in
              out.expression(
                SwiftLiteral.colorExpression(scheme.value), prefix: "value: ", suffix: ",")
              Self.writeRoles(scheme.light, label: "light", comma: ",", &out)
              Self.writeRoles(scheme.dark, label: "dark", comma: "", &out)
            }
          }
        }
      }
    }
  }

  /// `<label>: CustomColorRoles(...)`, a role a line.
  private static func writeRoles(
    _ roles: CustomColorRoles, label: String, comma: String, _ out: inout SwiftPrinter
  ) {
    out.block("\(label): CustomColorRoles(", close: ")\(comma)") { out in
      let named = roles.named
      for (index, role) in named.enumerated() {
        let separator = index == named.count - 1 ? "" : ","
        out.expression(
          SwiftLiteral.colorExpression(role.color), prefix: "\(role.key): ", suffix: separator)
      }
    }
  }
}
