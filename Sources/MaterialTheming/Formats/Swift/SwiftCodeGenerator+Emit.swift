extension SwiftCodeGenerator {
  /// The four trait combinations as `case` patterns, in output order.
  private static let traitCases: [(ColorTraits, String)] = ColorTraits.all.map {
    ($0, "case (.\($0.appearance.rawValue), .\($0.contrast.rawValue)):")
  }

  /// `scheme[.<style>] = ` for each text style, in ``TextStyle/allCases`` order.
  private static let typographyPrefixes = TextStyle.allCases.map { "scheme[.\($0.rawValue)] = " }

  /// `scheme[.<style>].` for each text style at the indentation of the type scale's closure, in
  /// ``TextStyle/allCases`` order.
  private static let typographyMembers = RenderedRuns(
    TextStyle.allCases.map {
      String(repeating: " ", count: bodyIndentation) + "scheme[.\($0.rawValue)]."
    })

  /// The dated type scales a generated one starts from — each one's fonts in
  /// ``TextStyle/allCases`` order — with their Swift names.
  private static let typographyBases: [(fonts: [Font], name: String)] = [
    (TypographySchemeDefaults.material201804, "material201804"),
    (TypographySchemeDefaults.material201902, "material201902"),
  ].map { defaults, name in
    let scheme = TypographyScheme(defaults: defaults)
    return (TextStyle.allCases.map { scheme[$0] }, name)
  }

  /// The indentation (three levels) of the lines a file repeats most: a trait's `case` body
  /// and a semantic scheme's arguments; their starts are rendered at it once.
  private static let caseIndentation = 6

  /// The indentation of a trait function's body (two levels), where the assignments every
  /// trait shares are written.
  private static let bodyIndentation = 4

  /// The starts of a style table's assignment lines, rendered once, and how each field is read.
  struct AssignmentHeads {
    /// `style.<key> = ` for each field.
    let prefixes: [String]
    /// The line starts of the fields, four to a field and in four blocks of ``prefixes``'
    /// length: `style.<key> = ` with the indentation of a `case` body (at ``caseLines``), the
    /// same followed by `Color(rgba: ` (at ``caseLines`` + 1 block), and both with the
    /// indentation of the function body (at ``bodyLines``).
    let lines: RenderedRuns
    /// For each field, the end of its run: the index after the last member of its group, or
    /// the index after the field itself when it is in none. Worked out once, so that walking a
    /// table does not copy and compare each field's group (two strings) per style.
    let runEnds: [Int]
    /// Bit `i` is set when field `i` is a member of a group.
    let grouped: UInt64
    /// `style.<group> = ` for each field that starts a group; `nil` for the others.
    let groupPrefixes: [String?]
    /// For each field, its ``StyleField/plainSlot`` (a color or length stored inline, read in
    /// place), or `nil`.
    let slots: [StyleFieldSlot?]

    init<Style, Overrides>(_ fields: [StyleField<Style, Overrides>]) {
      precondition(fields.count <= 64, "a field mask has 64 bits")
      var runEnds = Array(repeating: 0, count: fields.count)
      var grouped: UInt64 = 0
      var groupPrefixes: [String?] = Array(repeating: nil, count: fields.count)
      var start = 0
      while start < fields.count {
        var end = start + 1
        if let group = fields[start].group {
          while end < fields.count, fields[end].group == group { end += 1 }
          for member in start..<end { grouped |= 1 << UInt64(member) }
          groupPrefixes[start] = "style.\(group.key) = "
        }
        for member in start..<end { runEnds[member] = end }
        start = end
      }
      self.runEnds = runEnds
      self.grouped = grouped
      self.groupPrefixes = groupPrefixes
      slots = fields.map(\.plainSlot)
      let indentation = String(repeating: " ", count: SwiftCodeGenerator.caseIndentation)
      let body = String(repeating: " ", count: SwiftCodeGenerator.bodyIndentation)
      let prefixes = fields.map { "style.\($0.key) = " }
      self.prefixes = prefixes
      lines = RenderedRuns(
        prefixes.map { indentation + $0 } + prefixes.map { indentation + $0 + "Color(rgba: " }
          + prefixes.map { body + $0 } + prefixes.map { body + $0 + "Color(rgba: " })
    }

    /// The index in ``lines`` of the first `case`-body line start.
    var caseLines: Int { 0 }
    /// The index in ``lines`` of the first function-body line start.
    var bodyLines: Int { 2 * prefixes.count }
  }

  /// The assignment line starts of the bottom-navigation and drawer tables.
  private static let bottomNavigationHeads = AssignmentHeads(BottomNavigationStyle.fields)
  private static let bottomDrawerHeads = AssignmentHeads(BottomDrawerStyle.fields)

  /// The semantic roles in argument order, with `<role>: Color(rgba: ` for each at the
  /// indentation of a scheme's arguments.
  private static let roleHeads = (
    roles: ColorRole.allCases,
    lines: RenderedRuns(
      ColorRole.allCases.map {
        String(repeating: " ", count: caseIndentation) + $0.key + ": Color(rgba: "
      })
  )

  /// Each bottom-navigation variant, in ``BottomNavigationVariant/allCases`` order, with its
  /// name's first letter upper-cased (`Primary`).
  private static let capitalizedVariants = BottomNavigationVariant.allCases.map {
    ($0, $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst())
  }

  /// The first and last lines of each semantic scheme argument, in ``ColorTraits/all`` order.
  private static let semanticSchemeArguments = [
    ("light: SemanticColorScheme(", "),"), ("lightHighContrast: SemanticColorScheme(", "),"),
    ("dark: SemanticColorScheme(", "),"), ("darkHighContrast: SemanticColorScheme(", ")"),
  ]

  /// `AdaptiveColorScheme.<id>`: the four semantic schemes.
  func emitColors(into out: inout SwiftSource) {
    out.block("extension AdaptiveColorScheme {") { out in
      out.line("/// The ", commentName, " theme's colors for every appearance and contrast.")
      out.line("public static let ", identifier, " = AdaptiveColorScheme(")
      out.indented { out in
        for (index, traits) in ColorTraits.all.enumerated() {
          let scheme = theme.colors[traits]
          let (open, close) = Self.semanticSchemeArguments[index]
          out.block(open, close: close) { out in
            precondition(out.indentationWidth == Self.caseIndentation)
            let heads = Self.roleHeads
            heads.lines.withPieces { lines in
              for index in heads.roles.indices {
                out.append(rendered: lines[index])
                out.append(rgba: scheme[heads.roles[index]])
                out.append(static: "),\n")
              }
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
      out.line("/// The ", commentName, " theme's type scale.")
      out.line("public static let ", identifier, ": TypographyScheme = {")
      out.indented { out in
        writeTypographyChanges(into: &out)
        let hint = theme.typography.useCurrentContentSizeCategoryWhenApplied
        out.line("scheme.useCurrentContentSizeCategoryWhenApplied = ", hint ? "true" : "false")
        out.line("return scheme")
      }
      out.line("}()")
    }
    out.blank()
    out.block("extension ContainerScheme {") { out in
      out.line(
        "/// The ", commentName, " theme's container scheme: light appearance, normal contrast.")
      out.line("public static let ", identifier, " = ", identifier, "(ColorTraits())")
      out.blank()
      out.line("/// The ", commentName, " theme's container scheme for `traits`.")
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

  /// `var scheme = TypographyScheme(defaults: …)` and what the theme's type scale changes in
  /// it, starting from the dated scale it differs from least: a font whose scaling curve
  /// differs is written whole (`scheme[.<style>] = Font(…)`), any other change as one line per
  /// property (`scheme[.<style>].family = "…"`). The dated scales never change, so stating
  /// the differences from one says the same as stating every font.
  private func writeTypographyChanges(into out: inout SwiftSource) {
    precondition(out.indentationWidth == Self.bodyIndentation)
    // The fonts are compared and read in place: reading one through the scheme's subscript
    // copies it.
    theme.typography.withFonts { fonts in
      func changes(from base: UnsafeBufferPointer<Font>) -> Int {
        var count = 0
        for index in fonts.indices {
          guard fonts[index].scalingCurve == base[index].scalingCurve else {
            count += 5
            continue
          }
          if fonts[index].family != base[index].family { count += 1 }
          if fonts[index].size != base[index].size { count += 1 }
          if fonts[index].weight != base[index].weight { count += 1 }
          if fonts[index].letterSpacing != base[index].letterSpacing { count += 1 }
        }
        return count
      }
      let bases = Self.typographyBases
      let first = bases[0].fonts.withUnsafeBufferPointer { changes(from: $0) }
      let second = bases[1].fonts.withUnsafeBufferPointer { changes(from: $0) }
      let chosen = bases[second < first ? 1 : 0]
      out.line("var scheme = TypographyScheme(defaults: .", chosen.name, ")")
      Self.typographyMembers.withPieces { members in
        chosen.fonts.withUnsafeBufferPointer { base in
          for index in fonts.indices {
            if fonts[index].scalingCurve != base[index].scalingCurve {
              out.fontLine(
                fonts[index], style: TextStyle.allCases[index],
                prefix: Self.typographyPrefixes[index], reused: false)
              continue
            }
            // `scheme[.<style>].<property> = <value>`, the value written by `value`.
            func assign(_ property: StaticString, _ value: (inout SwiftSource) -> Void) {
              out.append(rendered: members[index])
              out.append(static: property)
              value(&out)
              out.endLine()
            }
            let font = UnsafePointer(fonts.baseAddress! + index)
            let current = UnsafePointer(base.baseAddress! + index)
            if font.pointee.family != current.pointee.family {
              assign("family = ") { $0.append(literal: font.pointee.family) }
            }
            if font.pointee.size != current.pointee.size {
              assign("size = ") { $0.append(number: font.pointee.size) }
            }
            if font.pointee.weight != current.pointee.weight {
              assign("weight = ") { $0.append(weight: font.pointee.weight) }
            }
            if font.pointee.letterSpacing != current.pointee.letterSpacing {
              assign("letterSpacing = ") { $0.append(number: font.pointee.letterSpacing) }
            }
          }
        }
      }
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
    out.block("shapeScheme: ShapeScheme(", close: ")") { out in
      Self.writeShapeCategory(shape.smallComponentShape, "small: ShapeCategory(", "),", &out)
      Self.writeShapeCategory(shape.mediumComponentShape, "medium: ShapeCategory(", "),", &out)
      Self.writeShapeCategory(shape.largeComponentShape, "large: ShapeCategory(", ")", &out)
    }
  }

  /// One `ShapeCategory(...)` argument of the shape scheme, a corner to a line.
  private static func writeShapeCategory(
    _ category: ShapeCategory, _ open: String, _ close: String, _ out: inout SwiftSource
  ) {
    out.block(open, close: close) { out in
      writeCorner("topLeft", category.topLeft, last: false, &out)
      writeCorner("topRight", category.topRight, last: false, &out)
      writeCorner("bottomLeft", category.bottomLeft, last: false, &out)
      writeCorner("bottomRight", category.bottomRight, last: true, &out)
    }
  }

  /// `<label>: CornerTreatment(family: .<family>, size: <size>)`, with a comma unless `last`.
  ///
  /// The line is written from literals (a file has twelve): building the labels as strings and
  /// the corners as an array of pairs cost more than writing them.
  private static func writeCorner(
    _ label: StaticString, _ corner: CornerTreatment, last: Bool, _ out: inout SwiftSource
  ) {
    out.fittedLine { out in
      out.append(static: label)
      out.append(static: ": CornerTreatment(family: .")
      switch corner.family {
      case .rounded: out.append(static: "rounded")
      case .cut: out.append(static: "cut")
      }
      out.append(static: ", size: ")
      out.append(number: corner.size)
      out.append(static: last ? ")" : "),")
    } wrapped: { out in
      SwiftExpression.call(
        "CornerTreatment",
        [
          ("family", .raw(".\(corner.family.rawValue)")),
          ("size", .raw(SwiftSource.number(corner.size))),
        ]
      ).write(into: &out, prefix: "\(label): ", suffix: last ? "" : ",")
    }
  }

  /// `BottomNavigationStyle.<id>Primary` / `<id>Surface` (and trait functions), and the variant;
  /// `schemes` are the container schemes of ``ColorTraits/all``.
  func emitBottomNavigation(schemes: [ContainerScheme], into out: inout SwiftSource) {
    out.block("extension BottomNavigationVariant {") { out in
      out.line("/// The bottom navigation variant the ", commentName, " theme asks for.")
      out.line(
        "public static let ", identifier, " = BottomNavigationVariant.",
        theme.bottomNavigationVariant.rawValue)
    }
    for (variant, suffix) in Self.capitalizedVariants {
      // The member's name is `<identifier><Variant>`, written in its two parts.
      let styles = theme.bottomNavigationStyles(variant, for: ColorTraits.all, schemes: schemes)
      out.blank()
      out.block("extension BottomNavigationStyle {") { out in
        out.line(
          "/// The ", commentName, " ", variant.rawValue,
          " bottom navigation: light, normal contrast.")
        out.indent()
        out.append(static: "public static let ")
        out.append(identifier)
        out.append(suffix)
        out.append(static: " = ")
        out.append(identifier)
        out.append(suffix)
        out.append(static: "(ColorTraits())")
        out.endLine()
        out.blank()
        out.line("/// The ", commentName, " ", variant.rawValue, " bottom navigation for `traits`.")
        out.line(
          "public static func ", identifier, suffix,
          "(_ traits: ColorTraits) -> BottomNavigationStyle {")
        out.indented { out in
          emitTraitSwitch(
            "BottomNavigationStyle", styles, BottomNavigationStyle.fields,
            heads: Self.bottomNavigationHeads, into: &out)
        }
        out.line("}")
      }
    }
  }

  /// The body of a style's trait function: `var style = <type>()`, the assignments of the
  /// fields that hold one value in all four traits, a `switch` over the traits setting the
  /// fields that differ (`styles` are in ``ColorTraits/all`` order; the `switch` is left out
  /// when no field differs), and `return style`.
  private func emitTraitSwitch<Style, Overrides>(
    _ type: String, _ styles: [Style], _ fields: [StyleField<Style, Overrides>],
    heads: AssignmentHeads, into out: inout SwiftSource
  ) {
    precondition(styles.count == Self.traitCases.count, "a style for each of the four traits")
    out.line("var style = ", type, "()")
    styles.withUnsafeBufferPointer { styles in
      let base = styles.baseAddress!
      let shared = Self.sharedFields(fields, of: base, heads: heads)
      emitAssignments(fields, of: base, shared: true, mask: shared, heads: heads, into: &out)
      guard Self.anyDiffers(fields, shared: shared) else { return }
      out.line("switch (traits.appearance, traits.contrast) {")
      for ((_, pattern), style) in zip(Self.traitCases, styles.indices) {
        out.block(pattern, close: "") { out in
          emitAssignments(
            fields, of: base + style, shared: false, mask: shared, heads: heads, into: &out)
        }
      }
      out.line("}")
    }
    out.line("return style")
  }

  /// A mask of the fields whose value (or absence) is the same in the four styles at `styles`;
  /// a group's members count as shared only when the whole group is.
  private static func sharedFields<Style, Overrides>(
    _ fields: [StyleField<Style, Overrides>], of styles: UnsafePointer<Style>,
    heads: AssignmentHeads
  ) -> UInt64 {
    var mask: UInt64 = 0
    let raw = UnsafeRawPointer(styles)
    let stride = MemoryLayout<Style>.stride
    /// Whether the four styles hold the same `Value` at `offset`.
    func same<Value: Equatable>(_: Value.Type, at offset: Int) -> Bool {
      let first = raw.load(fromByteOffset: offset, as: Value.self)
      return first == raw.load(fromByteOffset: stride + offset, as: Value.self)
        && first == raw.load(fromByteOffset: 2 * stride + offset, as: Value.self)
        && first == raw.load(fromByteOffset: 3 * stride + offset, as: Value.self)
    }
    for index in fields.indices {
      let isShared =
        switch heads.slots[index] {
        case .color(let offset): same(Color.self, at: offset)
        case .length(let offset): same(Double.self, at: offset)
        case nil:
          fields[index].holdsSameValue(at: styles, styles + 1)
            && fields[index].holdsSameValue(at: styles, styles + 2)
            && fields[index].holdsSameValue(at: styles, styles + 3)
        }
      if isShared { mask |= 1 << UInt64(index) }
    }
    // A group is one assignment: it is shared only when every member is.
    var index = fields.startIndex
    while index < fields.endIndex {
      let end = heads.runEnds[index]
      if (heads.grouped >> UInt64(index)) & 1 == 1 {
        let members: UInt64 =
          (end - index == 64 ? ~0 : (1 << UInt64(end - index)) - 1) << UInt64(index)
        if mask & members != members { mask &= ~members }
      }
      index = end
    }
    return mask
  }

  /// Whether some field is outside `shared`.
  private static func anyDiffers<Style, Overrides>(
    _ fields: [StyleField<Style, Overrides>], shared: UInt64
  ) -> Bool {
    let all: UInt64 = fields.count == 64 ? ~0 : (1 << UInt64(fields.count)) - 1
    return shared & all != all
  }

  /// `style.<key> = <value>` for each field of a style's table that `mask` (the fields every
  /// trait shares) holds when `shared` is true, at the function body's indentation, or lacks
  /// when it is false, at a `case` body's; the values are read in place from `style`, in table
  /// order, and the fields of a group become one assignment of the group's type
  /// (`style.<group> = <SwiftType>(<key>: …)`).
  private func emitAssignments<Style, Overrides>(
    _ fields: [StyleField<Style, Overrides>], of style: UnsafePointer<Style>, shared: Bool,
    mask: UInt64, heads: AssignmentHeads, into out: inout SwiftSource
  ) {
    precondition(
      out.indentationWidth == (shared ? Self.bodyIndentation : Self.caseIndentation))
    heads.lines.withPieces { lines in
      emitAssignments(
        fields, of: style, shared: shared, mask: mask, heads: heads, lines: lines,
        first: shared ? heads.bodyLines : heads.caseLines, into: &out)
    }
  }

  /// ``emitAssignments(_:of:shared:mask:heads:into:)`` reading the line starts of the
  /// indentation chosen: field `i`'s at `lines[first + i]`, with `Color(rgba: ` one block on.
  private func emitAssignments<Style, Overrides>(
    _ fields: [StyleField<Style, Overrides>], of style: UnsafePointer<Style>, shared: Bool,
    mask: UInt64, heads: AssignmentHeads, lines: RenderedRuns.Reader, first: Int,
    into out: inout SwiftSource
  ) {
    let colorLines = first + fields.count
    let prefixes = heads.prefixes
    let raw = UnsafeRawPointer(style)
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
      // A group's members are all in the mask or all out of it, so its first decides.
      guard (mask >> UInt64(index)) & 1 == (shared ? 1 : 0) else {
        index = heads.runEnds[index]
        continue
      }
      guard (heads.grouped >> UInt64(index)) & 1 == 1, let group = fields[index].group else {
        // Colors and lengths, most of the lines, are written piece by piece; a stored one is
        // read in place.
        switch heads.slots[index] {
        case .color(let offset):
          out.append(rendered: lines[colorLines + index])
          out.append(rgba: raw.load(fromByteOffset: offset, as: Color.self))
          out.append(static: ")\n")
        case .length(let offset):
          out.append(rendered: lines[first + index])
          out.append(number: raw.load(fromByteOffset: offset, as: Double.self))
          out.endLine()
        case nil:
          switch values[index] {
          case .color(let color):
            out.append(rendered: lines[colorLines + index])
            out.append(rgba: color)
            out.append(static: ")\n")
          case .length(let points):
            out.append(rendered: lines[first + index])
            out.append(number: points)
            out.endLine()
          case .font(let font): out.fontLine(font, style: nil, prefix: prefixes[index])
          case nil: break
          }
        }
        index += 1
        continue
      }
      let members = index..<heads.runEnds[index]
      index = members.upperBound
      let prefix = heads.groupPrefixes[members.lowerBound] ?? "style.\(group.key) = "
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
        out.append(static: "(")
        var first = true
        for member in members {
          guard let value = values[member] else { continue }
          if !first { out.append(static: ", ") }
          first = false
          out.append(fields[member].key)
          out.append(static: ": ")
          switch value {
          case .color(let color):
            out.append(static: "Color(rgba: ")
            out.append(rgba: color)
            out.append(static: ")")
          case .length(let points): out.append(number: points)
          case .font: break
          }
        }
        out.append(static: ")")
      } wrapped: {
        tree(&$0)
      }
    }
  }

  /// `BottomDrawerStyle.<id>` and `<id>(_:)`; `schemes` are the container schemes of
  /// ``ColorTraits/all``.
  func emitBottomDrawer(schemes: [ContainerScheme], into out: inout SwiftSource) {
    out.block("extension BottomDrawerStyle {") { out in
      out.line("/// The ", commentName, " bottom drawer: light appearance, normal contrast.")
      out.line("public static let ", identifier, " = ", identifier, "(ColorTraits())")
      out.blank()
      out.line("/// The ", commentName, " bottom drawer for `traits`.")
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
