extension SwiftCodeGenerator {
  /// The four trait combinations as `case` patterns, in output order.
  private static let traitCases: [(ColorTraits, String)] = ColorTraits.all.map {
    ($0, "case (.\($0.appearance.rawValue), .\($0.contrast.rawValue)):")
  }

  /// `scheme[.<style>] = ` for each text style, in ``TextStyle/allCases`` order.
  private static let typographyPrefixes = TextStyle.allCases.map { "scheme[.\($0.rawValue)] = " }

  /// The indentation (three levels) of the lines a file repeats most: a trait's `case` body
  /// and a semantic scheme's arguments; their starts are rendered at it once.
  private static let caseIndentation = 6

  /// The starts of a style table's assignment lines, rendered once.
  struct AssignmentHeads {
    /// `style.<key> = ` for each field.
    let prefixes: [String]
    /// The same with the indentation of a `case` body, as UTF-8.
    let lines: [[UInt8]]
    /// The same followed by `Color(rgba: `, for color fields.
    let colorLines: [[UInt8]]

    init<Style, Overrides>(_ fields: [StyleField<Style, Overrides>]) {
      let indentation = String(repeating: " ", count: SwiftCodeGenerator.caseIndentation)
      prefixes = fields.map { "style.\($0.key) = " }
      lines = prefixes.map { Array((indentation + $0).utf8) }
      colorLines = prefixes.map { Array((indentation + $0 + "Color(rgba: ").utf8) }
    }
  }

  /// The assignment line starts of the bottom-navigation and drawer tables.
  private static let bottomNavigationHeads = AssignmentHeads(BottomNavigationStyle.fields)
  private static let bottomDrawerHeads = AssignmentHeads(BottomDrawerStyle.fields)

  /// The end of a color line: `)` and a line break.
  private static let colorLineEnd = Array(")\n".utf8)
  /// The end of a color argument line: `),` and a line break.
  private static let colorArgumentEnd = Array("),\n".utf8)

  /// `<role>: Color(rgba: ` for each semantic role at the indentation of a scheme's arguments.
  private static let roleHeads = ColorRole.allCases.map {
    Array((String(repeating: " ", count: caseIndentation) + $0.key + ": Color(rgba: ").utf8)
  }

  /// Each bottom-navigation variant's name with its first letter upper-cased (`Primary`).
  private static let capitalizedVariants = Dictionary(
    uniqueKeysWithValues: BottomNavigationVariant.allCases.map {
      ($0.rawValue, $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst())
    })

  /// `AdaptiveColorScheme.<id>`: the four semantic schemes.
  func emitColors(into out: inout SwiftSource) {
    out.block("extension AdaptiveColorScheme {") { out in
      out.line("/// The ", theme.name, " theme's colors for every appearance and contrast.")
      out.line("public static let ", identifier, " = AdaptiveColorScheme(")
      out.indented { out in
        let labels = ["light", "lightHighContrast", "dark", "darkHighContrast"]
        for (index, traits) in ColorTraits.all.enumerated() {
          let scheme = theme.colors[traits]
          let comma = index == 3 ? "" : ","
          out.block("\(labels[index]): SemanticColorScheme(", close: ")\(comma)") { out in
            precondition(out.indentationWidth == Self.caseIndentation)
            for (role, head) in zip(ColorRole.allCases, Self.roleHeads) {
              out.append(rendered: head)
              out.append(rgba: scheme[role], tail: Self.colorArgumentEnd)
            }
            out.line(
              "elevationOverlayEnabledForDarkMode: ",
              scheme.elevationOverlayEnabledForDarkMode ? "true" : "false")
          }
        }
      }
      out.line(")")
    }
  }

  /// `TypographyScheme.<id>` and `ContainerScheme.<id>` / `<id>(_:)`.
  func emitContainerScheme(into out: inout SwiftSource) {
    out.block("extension TypographyScheme {") { out in
      out.line("/// The ", theme.name, " theme's type scale.")
      out.line("public static let ", identifier, ": TypographyScheme = {")
      out.indented { out in
        out.line("var scheme = TypographyScheme(defaults: .material201804)")
        for (style, prefix) in zip(TextStyle.allCases, Self.typographyPrefixes) {
          out.fontLine(theme.typography[style], style: style, prefix: prefix, reused: false)
        }
        let hint = theme.typography.useCurrentContentSizeCategoryWhenApplied
        out.line("scheme.useCurrentContentSizeCategoryWhenApplied = ", hint ? "true" : "false")
        out.line("return scheme")
      }
      out.line("}()")
    }
    out.blank()
    out.block("extension ContainerScheme {") { out in
      out.line(
        "/// The ", theme.name, " theme's container scheme: light appearance, normal contrast.")
      out.line("public static let ", identifier, " = ", identifier, "(ColorTraits())")
      out.blank()
      out.line("/// The ", theme.name, " theme's container scheme for `traits`.")
      out.line("public static func ", identifier, "(_ traits: ColorTraits) -> ContainerScheme {")
      out.indented { out in
        out.block("ContainerScheme(", close: ")") { out in
          out.line("colorScheme: AdaptiveColorScheme.", identifier, ".resolved(for: traits),")
          out.line("typographyScheme: .", identifier, ",")
          writeShapeScheme(into: &out)
        }
      }
      out.line("}")
    }
  }

  /// The `shapeScheme:` argument line(s) of the container scheme.
  ///
  /// A custom scheme is always wrapped down to its corners: four `CornerTreatment(...)`
  /// arguments are wider than the column limit (47 characters each at the least), so neither a
  /// category nor the scheme fits on one line.
  private func writeShapeScheme(into out: inout SwiftSource) {
    guard let shape = theme.shape else { return out.line("shapeScheme: nil") }
    if shape == ShapeScheme(defaults: .material201809) {
      return out.line("shapeScheme: ShapeScheme(defaults: .material201809)")
    }
    let categories = [
      ("small", shape.smallComponentShape), ("medium", shape.mediumComponentShape),
      ("large", shape.largeComponentShape),
    ]
    out.block("shapeScheme: ShapeScheme(", close: ")") { out in
      for (index, (name, category)) in categories.enumerated() {
        let comma = index == categories.count - 1 ? "" : ","
        out.block(name + ": ShapeCategory(", close: ")" + comma) { out in
          let corners = [
            ("topLeft", category.topLeft), ("topRight", category.topRight),
            ("bottomLeft", category.bottomLeft), ("bottomRight", category.bottomRight),
          ]
          for (index, (label, corner)) in corners.enumerated() {
            let comma = index == corners.count - 1 ? "" : ","
            out.fittedLine { out in
              out.append(label)
              out.append(": CornerTreatment(family: .")
              out.append(corner.family.rawValue)
              out.append(", size: ")
              out.append(number: corner.size)
              out.append(")")
              out.append(comma)
            } wrapped: { out in
              SwiftExpression.call(
                "CornerTreatment",
                [
                  ("family", .raw(".\(corner.family.rawValue)")),
                  ("size", .raw(SwiftSource.number(corner.size))),
                ]
              ).write(into: &out, prefix: label + ": ", suffix: comma)
            }
          }
        }
      }
    }
  }

  /// `BottomNavigationStyle.<id>Primary` / `<id>Surface` (and trait functions), and the variant;
  /// `schemes` are the container schemes of ``ColorTraits/all``.
  func emitBottomNavigation(schemes: [ContainerScheme], into out: inout SwiftSource) {
    out.block("extension BottomNavigationVariant {") { out in
      out.line("/// The bottom navigation variant the ", theme.name, " theme asks for.")
      out.line(
        "public static let ", identifier, " = BottomNavigationVariant.",
        theme.bottomNavigationVariant.rawValue)
    }
    for variant in BottomNavigationVariant.allCases {
      let name = identifier + Self.capitalizedVariants[variant.rawValue, default: ""]
      let styles = theme.bottomNavigationStyles(variant, for: ColorTraits.all, schemes: schemes)
      out.blank()
      out.block("extension BottomNavigationStyle {") { out in
        out.line(
          "/// The ", theme.name, " ", variant.rawValue,
          " bottom navigation: light, normal contrast.")
        out.line("public static let ", name, " = ", name, "(ColorTraits())")
        out.blank()
        out.line("/// The ", theme.name, " ", variant.rawValue, " bottom navigation for `traits`.")
        out.line("public static func ", name, "(_ traits: ColorTraits) -> BottomNavigationStyle {")
        out.indented { out in
          emitTraitSwitch(
            "BottomNavigationStyle", styles, BottomNavigationStyle.fields,
            heads: Self.bottomNavigationHeads, into: &out)
        }
        out.line("}")
      }
    }
  }

  /// The body of a style's trait function: `var style = <type>()`, a `switch` over the four
  /// traits setting each trait's fields (`styles` are in ``ColorTraits/all`` order), and
  /// `return style`.
  private func emitTraitSwitch<Style, Overrides>(
    _ type: String, _ styles: [Style], _ fields: [StyleField<Style, Overrides>],
    heads: AssignmentHeads, into out: inout SwiftSource
  ) {
    out.line("var style = ", type, "()")
    out.line("switch (traits.appearance, traits.contrast) {")
    styles.withUnsafeBufferPointer { styles in
      for ((_, pattern), style) in zip(Self.traitCases, styles.indices) {
        out.block(pattern, close: "") { out in
          emitAssignments(fields, of: styles.baseAddress! + style, heads: heads, into: &out)
        }
      }
    }
    out.line("}")
    out.line("return style")
  }

  /// `style.<key> = <value>` for each field of a style's table, the values read in place from
  /// `style`, in table order; the fields of a group become one assignment of the group's type
  /// (`style.<group> = <SwiftType>(<key>: …)`).
  private func emitAssignments<Style, Overrides>(
    _ fields: [StyleField<Style, Overrides>], of style: UnsafePointer<Style>,
    heads: AssignmentHeads, into out: inout SwiftSource
  ) {
    precondition(out.indentationWidth == Self.caseIndentation)
    let prefixes = heads.prefixes
    let values = fields.lazy.map { $0.value(at: style) }
    func expression(_ value: StyleFieldValue?) -> SwiftExpression? {
      switch value {
      case .color(let color): .raw(SwiftSource.color(color))
      case .font(let font): SwiftSource.font(font, style: nil)
      case .length(let points): .raw(SwiftSource.number(points))
      case nil: nil
      }
    }
    var index = fields.startIndex
    while index < fields.endIndex {
      guard let group = fields[index].group else {
        // Colors and lengths, most of the lines, are written piece by piece.
        switch values[index] {
        case .color(let color):
          out.append(rendered: heads.colorLines[index])
          out.append(rgba: color, tail: Self.colorLineEnd)
        case .length(let points):
          out.append(rendered: heads.lines[index])
          out.append(number: points)
          out.endLine()
        case .font(let font): out.fontLine(font, style: nil, prefix: prefixes[index])
        case nil: break
        }
        index += 1
        continue
      }
      let members = index..<(fields[index...].firstIndex { $0.group != group } ?? fields.endIndex)
      index = members.upperBound
      let prefix = "style." + group.key + " = "
      func tree(_ out: inout SwiftSource) {
        let arguments = members.compactMap { member in
          expression(values[member]).map { (label: fields[member].key, value: $0) }
        }
        SwiftExpression.call(group.swiftType, arguments).write(into: &out, prefix: prefix)
      }
      // A group of colors and lengths (the drawer's corner radii) is written piece by piece on
      // one line when it fits; anything else goes through the expression tree.
      let plain = members.allSatisfy { member in
        switch values[member] {
        case .color, .length, nil: true
        case .font: false
        }
      }
      guard plain else {
        tree(&out)
        continue
      }
      out.fittedLine { out in
        out.append(prefix)
        out.append(group.swiftType)
        out.append("(")
        var first = true
        for member in members {
          guard let value = values[member] else { continue }
          if !first { out.append(", ") }
          first = false
          out.append(fields[member].key)
          out.append(": ")
          switch value {
          case .color(let color):
            out.append("Color(rgba: ")
            out.append(rgba: color)
            out.append(")")
          case .length(let points): out.append(number: points)
          case .font: break
          }
        }
        out.append(")")
      } wrapped: {
        tree(&$0)
      }
    }
  }

  /// `BottomDrawerStyle.<id>` and `<id>(_:)`; `schemes` are the container schemes of
  /// ``ColorTraits/all``.
  func emitBottomDrawer(schemes: [ContainerScheme], into out: inout SwiftSource) {
    out.block("extension BottomDrawerStyle {") { out in
      out.line("/// The ", theme.name, " bottom drawer: light appearance, normal contrast.")
      out.line("public static let ", identifier, " = ", identifier, "(ColorTraits())")
      out.blank()
      out.line("/// The ", theme.name, " bottom drawer for `traits`.")
      out.line("public static func ", identifier, "(_ traits: ColorTraits) -> BottomDrawerStyle {")
      out.indented { out in
        emitTraitSwitch(
          "BottomDrawerStyle", theme.bottomDrawerStyles(for: ColorTraits.all, schemes: schemes),
          BottomDrawerStyle.fields, heads: Self.bottomDrawerHeads, into: &out)
      }
      out.line("}")
    }
  }
}
