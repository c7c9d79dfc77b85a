/// Generates dependency-free Swift for Apple apps: a SwiftUI, UIKit or AppKit namespace with every
/// color of a theme (semantic roles and component colors), its type scale and — for UIKit and
/// AppKit — its component styles as plain structs.
///
/// Colors adapt to light/dark and to increased contrast (`UIColor(dynamicProvider:)` on iOS,
/// tvOS and visionOS, `NSColor(name:dynamicProvider:)` on macOS, the dark colors on watchOS, which
/// has one dark appearance). Fonts follow Dynamic Type: named families through
/// `Font.custom(_:size:relativeTo:)` or `UIFontMetrics`, the system family through
/// `UIFontMetrics.scaledValue(for:)`. The file guards itself with `#if canImport(…)`, so it can sit
/// in a multi-platform target. Output is deterministic.
///
/// ```swift
/// let source = AppleSourceGenerator(
///   theme: theme, identifier: "ocean", sourceName: "Themes/ocean.json", style: .swiftui
/// ).generate()  // enum OceanTheme { enum Colors { static var primary: Color … } … }
/// ```
public struct AppleSourceGenerator: Sendable {
  /// The resolved theme.
  public var theme: Theme
  /// The lower-camel-case base name; the namespace is its upper-camel-case form plus `Theme`.
  public var identifier: String
  /// How the header names the source theme (a path relative to the package).
  public var sourceName: String
  /// Which kind of Swift to write.
  public var style: AppleSourceStyle

  /// Creates a generator.
  public init(theme: Theme, identifier: String, sourceName: String, style: AppleSourceStyle) {
    self.theme = theme
    self.identifier = identifier
    self.sourceName = sourceName
    self.style = style
  }

  /// The namespace the file declares: `OceanTheme` for `ocean` (an ``identifier`` that is not
  /// a valid identifier is first made one by ``SwiftCodeGenerator/identifier(forName:)``).
  public var namespace: String {
    ThemeInventory.capitalized(SwiftCodeGenerator.validIdentifier(identifier)) + "Theme"
  }

  /// The whole file.
  public func generate() -> String { String(decoding: generateUTF8(), as: UTF8.self) }

  /// The whole file as UTF-8 bytes, the form `apply` writes: the same text as ``generate()``,
  /// without the validating conversion into a `String`.
  public func generateUTF8() -> [UInt8] {
    if style == .core {
      return SwiftCodeGenerator(theme: theme, identifier: identifier, sourceName: sourceName)
        .generateUTF8()
    }
    let writer = AppleSourceWriter(
      inventory: ThemeInventory(theme: theme), namespace: namespace, platform: platform)
    return writer.file(header: SwiftCodeGenerator.headerMarker + SwiftSource.literal(sourceName))
  }

  private var platform: AppleSourceWriter.Platform {
    switch style {
    case .uikit: .uikit
    case .appkit: .appkit
    case .core, .swiftui: .swiftui
    }
  }
}

/// Writes the text of one SwiftUI, UIKit or AppKit file from a ``ThemeInventory``.
struct AppleSourceWriter {
  /// The framework the file targets.
  enum Platform {
    case swiftui, uikit, appkit

    /// The color type.
    var color: String {
      switch self {
      case .swiftui: "Color"
      case .uikit: "UIColor"
      case .appkit: "NSColor"
      }
    }

    /// The font type.
    var font: String {
      switch self {
      case .swiftui: "Font"
      case .uikit: "UIFont"
      case .appkit: "NSFont"
      }
    }

    /// The framework's display name.
    var name: String {
      switch self {
      case .swiftui: "SwiftUI"
      case .uikit: "UIKit"
      case .appkit: "AppKit"
      }
    }
  }

  let inventory: ThemeInventory
  let namespace: String
  let platform: Platform

  /// The file's UTF-8: header, guard, namespace.
  func file(header: String) -> [UInt8] {
    SwiftSource.utf8(capacity: 24_576) { out in
      out.line(header + ".")
      out.line("// Do not edit: change the theme and apply it again.")
      out.blank()
      let condition =
        switch platform {
        case .swiftui: "canImport(SwiftUI)"
        case .uikit: "canImport(UIKit)"
        case .appkit: "canImport(AppKit) && !targetEnvironment(macCatalyst)"
        }
      out.line("#if \(condition)")
      out.indented { out in
        switch platform {
        case .swiftui:
          out.line("import SwiftUI")
          out.line("#if canImport(UIKit)")
          out.indented { $0.line("import UIKit") }
          out.line("#elseif canImport(AppKit)")
          out.indented { $0.line("import AppKit") }
          out.line("#endif")
        case .uikit: out.line("import UIKit")
        case .appkit: out.line("import AppKit")
        }
      }
      out.blank()
      namespaceBody(&out)
      out.line("#endif")
    }
  }

  private func namespaceBody(_ out: inout SwiftSource) {
    let name = SwiftSource.literal(inventory.name).dropFirst().dropLast()
    let adaptations =
      platform == .swiftui
      ? "colors that follow appearance and increased contrast, fonts that follow Dynamic Type"
      : "dynamic colors, scaled fonts and the component styles"
    let platform = self.platform
    out.indented { out in
      out.line("/// The theme “\(name)” for \(platform.name): \(adaptations).")
      out.block("public enum \(namespace) {") { out in
        colors(&out)
        out.blank()
        fonts(&out)
        out.blank()
        tracking(&out)
        if platform != .swiftui {
          for (component, styles) in groupedStyles() {
            out.blank()
            styleStruct(component: component, styles: styles, &out)
          }
        }
        out.blank()
        helpers(&out)
      }
    }
  }

  private func colors(_ out: inout SwiftSource) {
    out.line("/// Every semantic role and component color.")
    out.block("public enum Colors {") { out in
      let type = platform.color
      for entry in inventory.colors {
        let values = entry.values
        out.colorMember(
          doc: entry.origin, name: entry.name, type: type, namespace: namespace,
          colors: (values[0], values[1], values[2], values[3]))
      }
    }
  }

  private func fonts(_ out: inout SwiftSource) {
    out.line("/// The type scale, scaled with Dynamic Type where the platform has it.")
    out.block("public enum Fonts {") { out in
      for (style, font) in inventory.typography {
        out.codeDoc(style.key) { out in
          out.append(static: ": ")
          out.append(TextEscaping.swiftComment(font.family))
          out.append(static: ", ")
          out.append(number: font.size)
          out.append(static: " pt, weight ")
          out.append(number: Double(font.weight.rawValue))
          out.append(static: ".")
        }
        member(name: style.key, type: platform.font, &out) { out in
          appendFont(font, style: style, &out)
        }
      }
    }
  }

  /// `public static var name: type { <value> }` on three lines (the lines most of a file is).
  private func member(
    name: String, type: String, _ out: inout SwiftSource, value: (inout SwiftSource) -> Void
  ) {
    out.indent()
    out.append(static: "public static var ")
    out.append(name)
    out.append(static: ": ")
    out.append(type)
    out.append(static: " {")
    out.endLine()
    out.indented { out in
      out.indent()
      value(&out)
      out.endLine()
    }
    out.line("}")
  }

  private func tracking(_ out: inout SwiftSource) {
    out.line("/// The letter spacing of each text style in points (`Text.tracking(_:)`, `.kern`).")
    out.block("public enum Tracking {") { out in
      for (style, font) in inventory.typography {
        out.codeDoc(style.key)
        out.indent()
        out.append(static: "public static let ")
        out.append(style.key)
        out.append(static: ": CGFloat = ")
        out.append(number: font.letterSpacing)
        out.endLine()
      }
    }
  }

  /// The styles grouped by component, in order.
  private func groupedStyles() -> [(String, [ThemeInventory.Style])] {
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
  private func styleStruct(
    component: String, styles: [ThemeInventory.Style], _ out: inout SwiftSource
  ) {
    let typeName = ThemeInventory.capitalized(component) + "Style"
    let members = Self.members(of: styles)
    // The declaration depends only on the members, which are the same for nearly every theme:
    // it is rendered once per process for each set of them and appended after that.
    let declaration = StructDeclarations.Key(
      platform: platform, component: component, indentation: out.indentationWidth,
      members: members)
    let names: [String]
    if let rendered = StructDeclarations.shared.rendered(for: declaration) {
      out.append(rendered: rendered.bytes)
      names = rendered.names
    } else {
      let start = out.byteCount
      names = declareStruct(typeName, component: component, styles: styles, members, &out)
      StructDeclarations.shared.store(
        .init(bytes: out.written(from: start), names: names), for: declaration)
    }
    // Per slot, the position of the style's field stating it (-1: none), reused per style.
    let slots = (members.map(\.slot).max() ?? -1) + 1
    var positions = [Int](repeating: -1, count: slots)
    for style in styles {
      let variant = style.variant ?? ""
      out.blank()
      out.line("/// The `", component, variant.isEmpty ? "" : ".", variant, "` style.")
      out.indent()
      out.append(static: "public static var ")
      out.append(component)
      if !variant.isEmpty { out.append(ThemeInventory.capitalized(variant)) }
      out.append(static: ": ")
      out.append(typeName)
      out.append(static: " {")
      out.endLine()
      for index in positions.indices { positions[index] = -1 }
      for position in style.fields.indices { positions[style.fields[position].slot] = position }
      out.indented { out in
        out.line(typeName, "(")
        out.indented { out in
          for (index, (member, name)) in zip(members, names).enumerated() {
            out.indent()
            out.append(name)
            out.append(static: ": ")
            let position = positions[member.slot]
            if position >= 0 {
              append(style.fields[position].value, &out)
            } else {
              out.append(static: "nil")
            }
            if index == members.count - 1 {
              out.append(static: ")")
            } else {
              out.append(static: ",")
            }
            out.endLine()
          }
        }
      }
      out.line("}")
    }
  }

  /// Writes the struct declaration of a component's styles, one member per entry of `members`
  /// (named and typed by the first field stating its slot), and returns the members' names.
  private func declareStruct(
    _ typeName: String, component: String, styles: [ThemeInventory.Style],
    _ members: [StructDeclarations.Member], _ out: inout SwiftSource
  ) -> [String] {
    var names: [String] = []
    names.reserveCapacity(members.count)
    out.line("/// The `", component, "` style values.")
    out.block("public struct " + typeName + " {") { out in
      for member in members {
        guard
          let field = styles.lazy.compactMap({ $0.fields.first { $0.slot == member.slot } }).first
        else { preconditionFailure("a member is a slot some style states") }
        names.append(field.name)
        out.codeDoc(field.name)
        out.indent()
        out.append(static: "public var ")
        out.append(field.name)
        out.append(static: ": ")
        switch field.value {
        case .color: out.append(platform.color)
        case .font: out.append(platform.font)
        case .number: out.append(static: "CGFloat")
        case .text: out.append(static: "String")
        }
        if member.isOptional { out.append(static: "?") }
        out.endLine()
      }
    }
    return names
  }

  /// A component struct's members: each table slot the styles state, in first-seen order,
  /// optional when some style lacks it. Fields are reached by index: a loop over them would copy
  /// each one's name and value.
  private static func members(of styles: [ThemeInventory.Style]) -> [StructDeclarations.Member] {
    // Each style's fields are walked once per pass (indexing `styles[style].fields[field]`
    // retained the fields array on every read).
    var slots = 0
    for style in styles {
      for field in style.fields { slots = max(slots, field.slot + 1) }
    }
    var stating = [Int](repeating: 0, count: slots)
    var order: [Int] = []
    order.reserveCapacity(slots)
    for style in styles {
      for field in style.fields {
        if stating[field.slot] == 0 { order.append(field.slot) }
        stating[field.slot] += 1
      }
    }
    return order.map { .init(slot: $0, isOptional: stating[$0] < styles.count) }
  }

  private func append(_ value: ThemeInventory.FieldValue, _ out: inout SwiftSource) {
    switch value {
    case .color(let index):
      out.append(static: "Colors.")
      out.append(inventory.colors[index].name)
    case .font(let font): appendFont(font, style: .caption, &out)
    case .number(let number): out.append(number: number)
    case .text(let text): out.append(literal: text)
    }
  }

  /// The namespace's private helpers: building a dynamic color and a scaled font.
  private func helpers(_ out: inout SwiftSource) {
    switch platform {
    case .swiftui: out.append(Self.swiftUIHelperLines)
    case .uikit: out.append(Self.uiKitHelperLines)
    case .appkit: out.append(Self.appKitHelperLines)
    }
  }

  /// The helpers of each platform, rendered once at the namespace body's indentation.
  private static let swiftUIHelperLines = helperLines(swiftUIHelpers)
  private static let uiKitHelperLines = helperLines(uiKitHelpers)
  private static let appKitHelperLines = helperLines(appKitHelpers)

  private static func helperLines(_ text: String) -> SwiftSource.Snippet {
    SwiftSource.Snippet(colorDocumentation + text + channelHelper, level: 2)
  }

  private static let colorDocumentation = """
    /// A color from `0xRRGGBBAA` values for light, light high contrast, dark and dark high contrast.
    private static func color(
      _ light: UInt32, _ lightHigh: UInt32, _ dark: UInt32, _ darkHigh: UInt32

    """

  private static let channelHelper = """

    /// One channel of `0xRRGGBBAA` as a fraction.
    private static func channel(_ value: UInt32, _ shift: UInt32) -> CGFloat {
      CGFloat((value >> shift) & 0xFF) / 255
    }
    """

  /// A `UIColor` following the trait collection's appearance and contrast (SwiftUI and UIKit).
  private static let uiKitAdaptiveColor = """
    UIColor { traits in
      let high = traits.accessibilityContrast == .high
      if traits.userInterfaceStyle == .dark { return uiColor(high ? darkHigh : dark) }
      return uiColor(high ? lightHigh : light)
    }
    """

  /// An `NSColor` following the appearance, high-contrast ones included (SwiftUI and AppKit).
  private static let appKitAdaptiveColor = """
    NSColor(name: nil) { appearance in
      switch appearance.bestMatch(from: [
        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
      ]) {
      case .darkAqua?: return nsColor(dark)
      case .accessibilityHighContrastAqua?: return nsColor(lightHigh)
      case .accessibilityHighContrastDarkAqua?: return nsColor(darkHigh)
      default: return nsColor(light)
      }
    }
    """

  private static let uiColorHelper = """
    /// A fixed sRGB `UIColor`.
    private static func uiColor(_ value: UInt32) -> UIColor {
      UIColor(
        red: channel(value, 24), green: channel(value, 16), blue: channel(value, 8),
        alpha: channel(value, 0))
    }
    """

  private static let nsColorHelper = """
    /// A fixed sRGB `NSColor`.
    private static func nsColor(_ value: UInt32) -> NSColor {
      NSColor(
        srgbRed: channel(value, 24), green: channel(value, 16), blue: channel(value, 8),
        alpha: channel(value, 0))
    }
    """

  /// `text` with every line after the first indented by `spaces`: the column the interpolation
  /// stands at in a template, counted after the literal's own indentation is removed.
  private static func indented(_ text: String, by spaces: Int) -> String {
    text.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: spaces))
  }

  private static let swiftUIHelpers = """
    ) -> Color {
      #if os(watchOS)
        return rgba(dark)  // watchOS has one appearance, a dark one.
      #elseif canImport(UIKit)
        return Color(
          \(indented(uiKitAdaptiveColor, by: 6)))
      #elseif canImport(AppKit)
        return Color(
          \(indented(appKitAdaptiveColor, by: 6)))
      #else
        return rgba(light)
      #endif
    }

    /// A fixed sRGB color.
    private static func rgba(_ value: UInt32) -> Color {
      Color(
        .sRGB, red: channel(value, 24), green: channel(value, 16), blue: channel(value, 8),
        opacity: channel(value, 0))
    }

    #if canImport(UIKit)
      \(indented(uiColorHelper, by: 2))

      /// The UIKit text style whose Dynamic Type curve scales a SwiftUI text style.
      private static func uiTextStyle(_ style: Font.TextStyle) -> UIFont.TextStyle {
        switch style {
        case .title: return .title1
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        default: return .body
        }
      }
    #elseif canImport(AppKit)
      \(indented(nsColorHelper, by: 2))
    #endif

    /// A font of `family` (`nil`: the system font) that scales relative to `style`.
    private static func font(
      _ family: String?, _ size: CGFloat, _ weight: Font.Weight, _ style: Font.TextStyle
    ) -> Font {
      guard let family else {
        #if canImport(UIKit)
          let metrics = UIFontMetrics(forTextStyle: uiTextStyle(style))
          return .system(size: metrics.scaledValue(for: size), weight: weight)
        #else
          return .system(size: size, weight: weight)
        #endif
      }
      if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) {
        return .custom(family, size: size, relativeTo: style).weight(weight)
      }
      return .custom(family, size: size).weight(weight)
    }
    """

  private static let uiKitHelpers = """
    ) -> UIColor {
      #if os(watchOS)
        return uiColor(dark)  // watchOS has one appearance, a dark one.
      #else
        return \(indented(uiKitAdaptiveColor, by: 4))
      #endif
    }

    \(uiColorHelper)

    /// A font of `family` (`nil`: the system font) scaled by `UIFontMetrics` for `style`.
    private static func font(
      _ family: String?, _ size: CGFloat, _ weight: UIFont.Weight, _ style: UIFont.TextStyle
    ) -> UIFont {
      var font = UIFont.systemFont(ofSize: size, weight: weight)
      if let family {
        let descriptor = UIFontDescriptor(fontAttributes: [
          .family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight],
        ])
        font = UIFont(descriptor: descriptor, size: size)
      }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }
    """

  private static let appKitHelpers = """
    ) -> NSColor {
      \(indented(appKitAdaptiveColor, by: 2))
    }

    \(nsColorHelper)

    /// A font of `family` (`nil`: the system font); macOS has no Dynamic Type.
    private static func font(
      _ family: String?, _ size: CGFloat, _ weight: NSFont.Weight
    ) -> NSFont {
      let system = NSFont.systemFont(ofSize: size, weight: weight)
      guard let family else { return system }
      let descriptor = NSFontDescriptor(fontAttributes: [
        .family: family, .traits: [NSFontDescriptor.TraitKey.weight: weight],
      ])
      return NSFont(descriptor: descriptor, size: size) ?? system
    }
    """

  /// `<namespace>.font(…)`: the namespace's `font` helper called with family (`nil` for the
  /// system family), size, weight and — where the platform scales fonts — the text style to
  /// scale with.
  private func appendFont(_ font: Font, style: TextStyle, _ out: inout SwiftSource) {
    out.append(namespace)
    out.append(static: ".font(")
    if font.family == Font.systemFamily {
      out.append(static: "nil")
    } else {
      out.append(literal: font.family)
    }
    out.append(static: ", ")
    out.append(number: font.size)
    out.append(static: ", .")
    out.append(Self.weightName(font.weight))
    if platform != .appkit {
      out.append(static: ", .")
      out.append(Self.textStyle(style, platform: platform))
    }
    out.append(static: ")")
  }

  /// The Apple weight constant nearest to a CSS-style weight.
  static func weightName(_ weight: FontWeight) -> String {
    let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    let index = min(max((weight.rawValue + 50) / 100, 1), 9) - 1
    return names[index]
  }

  /// The Apple text style a Material text style scales with (nearest default size).
  static func textStyle(_ style: TextStyle, platform: Platform) -> String {
    let swiftUI: String
    switch style {
    // `largeTitle`, `title2` and `title3` are left out: they are younger than the platforms'
    // lowest versions (or missing on tvOS), and scaling is relative anyway.
    case .headline1, .headline2, .headline3, .headline4, .headline5, .headline6: swiftUI = "title"
    case .subtitle1, .button: swiftUI = "callout"
    case .subtitle2, .body2: swiftUI = "subheadline"
    case .body1: swiftUI = "body"
    case .caption, .overline: swiftUI = "caption"
    }
    guard platform != .swiftui else { return swiftUI }
    switch swiftUI {
    case "title": return "title1"
    case "caption": return "caption1"
    default: return swiftUI
    }
  }
}
