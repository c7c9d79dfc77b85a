/// The `uikit` and `appkit` styles: a dependency-free namespace with every color of the theme,
/// its type scale and letter spacing, its component styles as plain structs and its Material 3
/// system, inside `#if canImport(…)`.
///
/// The namespace is `<Name>UIKitTheme` or `<Name>AppKitTheme`, so both styles of one theme (and
/// the `swiftui` style's `MaterialTheme.<name>`) can sit in one target. It is `nonisolated`, and
/// so are the types nested in it, so its members read the same from any isolation and its
/// dynamic providers are nonisolated closures, also in a target whose default isolation is the
/// main actor; every framework type is qualified with its module (`UIKit.UIColor`).
extension SwiftWriter {
  /// The namespace a UIKit or AppKit file declares: `OceanUIKitTheme` or `OceanAppKitTheme` for
  /// `ocean`; `nil` for the `core` and `swiftui` styles, which extend library types instead.
  var namespace: String? {
    let framework: String
    switch style {
    case .uikit: framework = "UIKit"
    case .appkit: framework = "AppKit"
    case .core, .swiftui: return nil
    }
    return ThemeInventory.capitalized(identifier) + framework + "Theme"
  }

  /// The body of a UIKit or AppKit file.
  func writeApple(_ platform: ApplePlatform, _ out: inout SwiftPrinter) {
    let inventory = ThemeInventory(theme: theme)
    let namespace = ThemeInventory.capitalized(identifier) + platform.name + "Theme"
    out.line("#if \(platform.condition)")
    out.indent { out in
      out.line("import \(platform.name)")
      out.blank()
      // The name as it reads inside a string literal, without the quotes.
      let name = SwiftLiteral.string(inventory.name).dropFirst().dropLast()
      out.doc(
        "The theme “\(name)” for \(platform.name): dynamic colors, scaled fonts and the component"
          + " styles.")
      out.block("public nonisolated enum \(namespace) {") { out in
        let writer = AppleNamespaceWriter(
          inventory: inventory, namespace: namespace, platform: platform)
        writer.colors(&out)
        out.blank()
        writer.fonts(&out)
        out.blank()
        writer.tracking(&out)
        for (component, styles) in writer.stylesByComponent() {
          out.blank()
          writer.styleStruct(component: component, styles: styles, &out)
        }
        out.blank()
        Material3NamespaceWriter(
          inventory: Material3Inventory(theme: theme, increasedContrast: increasedContrast),
          namespace: namespace, platform: platform
        ).write(&out)
        out.blank()
        out.lines(platform.helpers)
      }
    }
    out.line("#endif")
  }
}

/// Writes the members of an Apple file's namespace from a ``ThemeInventory``.
struct AppleNamespaceWriter {
  let inventory: ThemeInventory
  let namespace: String
  let platform: ApplePlatform

  /// `Colors`: one member per inventory color, its four values in ``ColorTraits/all`` order.
  func colors(_ out: inout SwiftPrinter) {
    out.doc("Every semantic role and component color.")
    Self.colors(inventory.colors, namespace: namespace, platform: platform, &out)
  }

  /// `public enum Colors { … }`: one member per entry, its four values in ``ColorTraits/all``
  /// order through the namespace's `color(…)` helper — the one way an Apple file states a color
  /// (the MDC roles, component colors and the Material 3 roles alike).
  static func colors(
    _ entries: [ThemeInventory.ColorEntry], namespace: String, platform: ApplePlatform,
    _ out: inout SwiftPrinter
  ) {
    out.block("public nonisolated enum Colors {") { out in
      for entry in entries {
        // Wrapped as swift-format wraps a call too long for one line (a long namespace, P3).
        let values = SwiftLiteral.appleColorArguments(entry.values)
          .components(separatedBy: ", ")
        out.doc("`\(entry.origin)`.")
        out.block("public static var \(entry.name): \(platform.color) {") { out in
          SwiftWriter.packed(&out, head: "\(namespace).color(", values, tail: ")")
        }
      }
    }
  }

  /// `Fonts`: one member per text style.
  func fonts(_ out: inout SwiftPrinter) {
    out.doc("The type scale, scaled with Dynamic Type where the platform has it.")
    out.block("public nonisolated enum Fonts {") { out in
      for (style, font) in inventory.typography {
        let size = SwiftLiteral.number(font.size)
        let weight = SwiftLiteral.number(Double(font.weight.rawValue))
        out.doc("`\(style.key)`: \(font.family), \(size) pt, weight \(weight).")
        out.block("public static var \(style.key): \(platform.font) {") { out in
          out.line(self.font(font, style: style))
        }
      }
    }
  }

  /// `Tracking`: the letter spacing of each text style.
  func tracking(_ out: inout SwiftPrinter) {
    out.doc("The letter spacing of each text style in points (`Text.tracking(_:)`, `.kern`).")
    out.block("public nonisolated enum Tracking {") { out in
      for (style, font) in inventory.typography {
        out.doc("`\(style.key)`.")
        out.line(
          "public static let \(style.key): CGFloat = \(SwiftLiteral.number(font.letterSpacing))")
      }
    }
  }

  /// The styles grouped by component, in order.
  func stylesByComponent() -> [(String, [ThemeInventory.Style])] {
    var groups: [(String, [ThemeInventory.Style])] = []
    for style in inventory.styles {
      if let index = groups.firstIndex(where: { $0.0 == style.component }) {
        groups[index].1.append(style)
      } else {
        groups.append((style.component, [style]))
      }
    }
    return groups
  }

  /// A plain struct for a component's style, and one static value per variant.
  ///
  /// The struct's members are the union of the styles' fields in first-seen order; a member
  /// some style lacks is optional, and that style's value states `nil` for it.
  func styleStruct(component: String, styles: [ThemeInventory.Style], _ out: inout SwiftPrinter) {
    let typeName = ThemeInventory.capitalized(component) + "Style"
    var members: [ThemeInventory.Field] = []
    for style in styles {
      for field in style.fields where !members.contains(where: { $0.index == field.index }) {
        members.append(field)
      }
    }
    out.doc("The `\(component)` style values.")
    out.block("public nonisolated struct \(typeName) {") { out in
      for member in members {
        let isOptional = !styles.allSatisfy { $0.fields.contains { $0.index == member.index } }
        out.doc("`\(member.name)`.")
        out.line("public var \(member.name): \(type(of: member.value))\(isOptional ? "?" : "")")
      }
    }
    for style in styles {
      let variant = style.variant.map { "." + $0 } ?? ""
      let name = component + (style.variant.map(ThemeInventory.capitalized) ?? "")
      out.blank()
      out.doc("The `\(component)\(variant)` style.")
      out.block("public static var \(name): \(typeName) {") { out in
        out.line(typeName + "(")
        out.indent { out in
          for (index, member) in members.enumerated() {
            let field = style.fields.first { $0.index == member.index }
            let value = field.map { self.value($0.value) } ?? "nil"
            out.line("\(member.name): \(value)\(index == members.count - 1 ? ")" : ",")")
          }
        }
      }
    }
  }

  /// The Swift type of a struct member holding `value`.
  private func type(of value: ThemeInventory.FieldValue) -> String {
    switch value {
    case .color: platform.color
    case .font: platform.font
    case .number: "CGFloat"
    }
  }

  /// A style field's value: a color of `Colors`, a font, a number.
  private func value(_ value: ThemeInventory.FieldValue) -> String {
    switch value {
    case .color(let index): "Colors." + inventory.colors[index].name
    case .font(let font): self.font(font, style: .caption)
    case .number(let number): SwiftLiteral.number(number)
    }
  }

  /// `<namespace>.font(…)`: the namespace's `font` helper called with family (`nil` for the
  /// system family), size, weight and — where the platform scales fonts — the text style to
  /// scale with.
  private func font(_ font: Font, style: TextStyle) -> String {
    let family = font.family == Font.systemFamily ? "nil" : SwiftLiteral.string(font.family)
    let weight = ApplePlatform.weightName(font.weight)
    var arguments = "\(family), \(SwiftLiteral.number(font.size)), .\(weight)"
    if platform == .uikit { arguments += ", .\(ApplePlatform.textStyle(style))" }
    return "\(namespace).font(\(arguments))"
  }
}
