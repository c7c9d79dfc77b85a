/// The Apple framework a generated file targets, and what its file says differently: the color
/// and font types, the import guard and the namespace's private helpers.
enum ApplePlatform {
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

  /// The condition of the file's `#if`.
  var condition: String {
    switch self {
    case .swiftui: "canImport(SwiftUI)"
    case .uikit: "canImport(UIKit)"
    case .appkit: "canImport(AppKit) && !targetEnvironment(macCatalyst)"
    }
  }

  /// The namespace's private helpers (building a dynamic color and a scaled font), as lines at
  /// the namespace body's indentation.
  var helpers: String {
    switch self {
    case .swiftui: Self.swiftUIFileHelpers
    case .uikit: Self.uiKitFileHelpers
    case .appkit: Self.appKitFileHelpers
    }
  }

  /// Each platform's helpers, put together once.
  private static let swiftUIFileHelpers = colorDocumentation + swiftUIHelpers + channelHelper
  private static let uiKitFileHelpers = colorDocumentation + uiKitHelpers + channelHelper
  private static let appKitFileHelpers = colorDocumentation + appKitHelpers + channelHelper

  private static let colorDocumentation = """
    /// A color from `0xRRGGBBAA` values for light, light high contrast, dark and dark high contrast,
    /// in sRGB or, when `displayP3`, in Display P3.
    private static func color(
      _ light: UInt32, _ lightHigh: UInt32, _ dark: UInt32, _ darkHigh: UInt32,
      displayP3: Bool = false

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
      if traits.userInterfaceStyle == .dark {
        return uiColor(high ? darkHigh : dark, displayP3)
      }
      return uiColor(high ? lightHigh : light, displayP3)
    }
    """

  /// An `NSColor` following the appearance, high-contrast ones included (SwiftUI and AppKit).
  private static let appKitAdaptiveColor = """
    NSColor(name: nil) { appearance in
      switch appearance.bestMatch(from: [
        .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
      ]) {
      case .darkAqua?: return nsColor(dark, displayP3)
      case .accessibilityHighContrastAqua?: return nsColor(lightHigh, displayP3)
      case .accessibilityHighContrastDarkAqua?: return nsColor(darkHigh, displayP3)
      default: return nsColor(light, displayP3)
      }
    }
    """

  private static let uiColorHelper = """
    /// A fixed `UIColor`, in Display P3 when `displayP3`, else in sRGB.
    private static func uiColor(_ value: UInt32, _ displayP3: Bool) -> UIColor {
      let (red, green, blue) = (channel(value, 24), channel(value, 16), channel(value, 8))
      if displayP3 {
        return UIColor(displayP3Red: red, green: green, blue: blue, alpha: channel(value, 0))
      }
      return UIColor(red: red, green: green, blue: blue, alpha: channel(value, 0))
    }
    """

  private static let nsColorHelper = """
    /// A fixed `NSColor`, in Display P3 when `displayP3`, else in sRGB.
    private static func nsColor(_ value: UInt32, _ displayP3: Bool) -> NSColor {
      let (red, green, blue) = (channel(value, 24), channel(value, 16), channel(value, 8))
      if displayP3 {
        return NSColor(displayP3Red: red, green: green, blue: blue, alpha: channel(value, 0))
      }
      return NSColor(srgbRed: red, green: green, blue: blue, alpha: channel(value, 0))
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
        return rgba(dark, displayP3)  // watchOS has one appearance, a dark one.
      #elseif canImport(UIKit)
        return Color(
          \(indented(uiKitAdaptiveColor, by: 6)))
      #elseif canImport(AppKit)
        return Color(
          \(indented(appKitAdaptiveColor, by: 6)))
      #else
        return rgba(light, displayP3)
      #endif
    }

    /// A fixed color, in Display P3 when `displayP3`, else in sRGB.
    private static func rgba(_ value: UInt32, _ displayP3: Bool) -> Color {
      Color(
        displayP3 ? .displayP3 : .sRGB, red: channel(value, 24), green: channel(value, 16),
        blue: channel(value, 8), opacity: channel(value, 0))
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
        return uiColor(dark, displayP3)  // watchOS has one appearance, a dark one.
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

  /// The Apple weight constant nearest to a CSS-style weight.
  static func weightName(_ weight: FontWeight) -> String {
    let names = [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    let index = min(max((weight.rawValue + 50) / 100, 1), 9) - 1
    return names[index]
  }

  /// The Apple text style a Material text style scales with (nearest default size).
  func textStyle(_ style: TextStyle) -> String {
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
    guard self != .swiftui else { return swiftUI }
    switch swiftUI {
    case "title": return "title1"
    case "caption": return "caption1"
    default: return swiftUI
    }
  }
}
