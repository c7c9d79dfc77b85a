/// The Material 3 members of the `core` style: the six Material 3 role sets with a trait
/// function, the M3 type scale, the shape scale and the state-layer opacities, each as static
/// members of its `MaterialThemingCore` type.
extension SwiftWriter {
  /// `Material3RoleSet.<id><Slot>` and `<id>(_:)`, `Material3TypeScale.<id>`,
  /// `Material3ShapeScale.<id>` and `Material3StateLayers.<id>`.
  func writeCoreMaterial3(_ out: inout SwiftPrinter) {
    writeMaterial3Roles(&out)
    out.blank()
    writeMaterial3TypeScale(&out)
    out.blank()
    writeMaterial3ShapeScale(&out)
    out.blank()
    out.block("nonisolated extension Material3StateLayers {") { out in
      out.doc("The \(theme.name) theme's state-layer opacities.")
      let layers = theme.material3StateLayers
      let arguments = Material3StateLayer.allCases.map {
        (label: $0.key, value: SwiftExpression.raw(SwiftLiteral.number(layers[$0])))
      }
      out.expression(
        .call("Material3StateLayers", arguments), prefix: "public static let \(identifier) = ")
    }
  }

  /// `Material3RoleSet.<id><Slot>` for the six slots, every role of the theme's spec, and the
  /// trait function choosing one for `ColorTraits` (increased contrast: ``increasedContrast``).
  private func writeMaterial3Roles(_ out: inout SwiftPrinter) {
    out.block("nonisolated extension Material3RoleSet {") { out in
      for slot in Material3SchemeSlot.allCases {
        let roles = theme.material3Scheme(appearance: slot.appearance, contrast: slot.contrast)
        out.doc(
          "The \(theme.name) theme's Material 3 roles: \(slot.appearance.rawValue) appearance, "
            + "\(slot.contrast.rawValue) contrast.")
        let name = identifier + ThemeInventory.capitalized(slot.rawValue)
        out.block("public static let \(name): Material3RoleSet = [", close: "]") { out in
          for (role, color) in roles {
            out.expression(
              SwiftLiteral.colorExpression(color), prefix: ".\(role.rawValue): ", suffix: ",")
          }
        }
        out.blank()
      }
      let increased = increasedContrast.rawValue
      out.doc(
        "The \(theme.name) theme's Material 3 roles for `traits` (increased contrast shows "
          + "\(increased) contrast).")
      out.block("public static func \(identifier)(_ traits: ColorTraits) -> Material3RoleSet {") {
        out in
        out.line("switch (traits.appearance, traits.contrast) {")
        for (traits, slot) in zip(ColorTraits.all, Material3Inventory.slots(increasedContrast)) {
          let name = identifier + ThemeInventory.capitalized(slot.rawValue)
          out.line(
            "case (.\(traits.appearance.rawValue), .\(traits.contrast.rawValue)): return \(name)")
        }
        out.line("}")
      }
    }
  }

  /// `Material3TypeScale.<id>`: Material's scale plus what the theme changes in it, a property
  /// a line.
  private func writeMaterial3TypeScale(_ out: inout SwiftPrinter) {
    let scale = theme.material3TypeScale
    writeScale("Material3TypeScale", "type scale", unchanged: scale == .material3, &out) { out in
      for role in Material3TypeRole.allCases {
        let style = scale[role]
        let current = Material3TypeScale.material3[role]
        let properties: [(name: String, changed: Bool, value: String)] = [
          ("family", style.family != current.family, SwiftLiteral.string(style.family)),
          ("size", style.size != current.size, SwiftLiteral.number(style.size)),
          (
            "lineHeight", style.lineHeight != current.lineHeight,
            SwiftLiteral.number(style.lineHeight)
          ),
          ("weight", style.weight != current.weight, SwiftLiteral.weight(style.weight)),
          ("tracking", style.tracking != current.tracking, SwiftLiteral.number(style.tracking)),
          ("textStyle", style.textStyle != current.textStyle, "." + style.textStyle.rawValue),
        ]
        for property in properties where property.changed {
          out.line("scale[.\(role.key)].\(property.name) = \(property.value)")
        }
      }
    }
  }

  /// `Material3ShapeScale.<id>`: Material's scale plus the steps the theme changes.
  private func writeMaterial3ShapeScale(_ out: inout SwiftPrinter) {
    let scale = theme.material3ShapeScale
    writeScale("Material3ShapeScale", "shape scale", unchanged: scale == .material3, &out) { out in
      for step in Material3ShapeRole.allCases
      where scale[step] != Material3ShapeScale.material3[step] {
        let value =
          switch scale[step] {
          case .points(let points): ".points(\(SwiftLiteral.number(points)))"
          case .full: ".full"
          }
        out.line("scale[.\(step.key)] = \(value)")
      }
    }
  }

  /// `extension <type> { public static let <id> … }`: `<type>.material3` when the theme keeps
  /// it, else a closure starting from it with the lines `changes` writes.
  private func writeScale(
    _ type: String, _ what: String, unchanged: Bool, _ out: inout SwiftPrinter,
    changes: (inout SwiftPrinter) -> Void
  ) {
    out.block("nonisolated extension \(type) {") { out in
      out.doc("The \(theme.name) theme's Material 3 \(what).")
      guard !unchanged else {
        return out.line("public static let \(identifier) = \(type).material3")
      }
      out.block("public static let \(identifier): \(type) = {", close: "}()") { out in
        out.line("var scale = \(type).material3")
        changes(&out)
        out.line("return scale")
      }
    }
  }
}
