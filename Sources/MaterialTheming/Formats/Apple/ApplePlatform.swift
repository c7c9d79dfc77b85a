/// The Apple framework a UIKit or AppKit file targets, and what its file says differently: the
/// color and font types, the import guard and the namespace's private helpers.
///
/// Every framework type a file names is qualified with its module (`UIKit.UIColor`,
/// `AppKit.NSFont`), so a type of the app's own module with the same name cannot take its place.
enum ApplePlatform {
  case uikit, appkit

  /// The color type, qualified with its module.
  var color: String {
    switch self {
    case .uikit: "UIKit.UIColor"
    case .appkit: "AppKit.NSColor"
    }
  }

  /// The font type, qualified with its module.
  var font: String {
    switch self {
    case .uikit: "UIKit.UIFont"
    case .appkit: "AppKit.NSFont"
    }
  }

  /// The framework's name, which is also its module's.
  var name: String {
    switch self {
    case .uikit: "UIKit"
    case .appkit: "AppKit"
    }
  }

  /// The condition of the file's `#if`.
  var condition: String {
    switch self {
    case .uikit: "canImport(UIKit)"
    case .appkit: "canImport(AppKit) && !targetEnvironment(macCatalyst)"
    }
  }

  /// The namespace's private helpers (building a dynamic color and a scaled font), as lines at
  /// the namespace body's indentation.
  var helpers: String {
    switch self {
    case .uikit: Self.uiKitFileHelpers
    case .appkit: Self.appKitFileHelpers
    }
  }

  /// Each platform's helpers, put together once.
  private static let uiKitFileHelpers = colorDocumentation + uiKitHelpers + channelHelper
  private static let appKitFileHelpers = colorDocumentation + appKitHelpers + channelHelper

  private static let colorDocumentation = """
    /// A color from `0xRRGGBBAA` values for light, light high contrast, dark and dark high contrast,
    /// in sRGB or, when `displayP3`, in Display P3.
    ///
    /// The namespace is `nonisolated`, so the dynamic provider is a nonisolated closure: the
    /// system may resolve the color on any thread, also in a target whose default isolation is
    /// the main actor.
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

  private static let uiKitHelpers = """
    ) -> UIKit.UIColor {
      #if os(watchOS)
        return uiColor(dark, displayP3)  // watchOS has one appearance, a dark one.
      #else
        return UIKit.UIColor { traits in
          let high = traits.accessibilityContrast == .high
          if traits.userInterfaceStyle == .dark {
            return uiColor(high ? darkHigh : dark, displayP3)
          }
          return uiColor(high ? lightHigh : light, displayP3)
        }
      #endif
    }

    /// A fixed `UIColor`, in Display P3 when `displayP3`, else in sRGB.
    private static func uiColor(_ value: UInt32, _ displayP3: Bool) -> UIKit.UIColor {
      let (red, green, blue) = (channel(value, 24), channel(value, 16), channel(value, 8))
      if displayP3 {
        return UIKit.UIColor(displayP3Red: red, green: green, blue: blue, alpha: channel(value, 0))
      }
      return UIKit.UIColor(red: red, green: green, blue: blue, alpha: channel(value, 0))
    }

    /// A font of `family` (`nil`: the system font) scaled by `UIFontMetrics` for `style`; a
    /// family that is neither bundled nor installed falls back to the system font at the same
    /// size and weight.
    private static func font(
      _ family: String?, _ size: CGFloat, _ weight: UIKit.UIFont.Weight,
      _ style: UIKit.UIFont.TextStyle
    ) -> UIKit.UIFont {
      var font = UIKit.UIFont.systemFont(ofSize: size, weight: weight)
      if let family {
        let descriptor = UIKit.UIFontDescriptor(fontAttributes: [
          .family: family, .traits: [UIKit.UIFontDescriptor.TraitKey.weight: weight],
        ])
        if !descriptor.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty {
          font = UIKit.UIFont(descriptor: descriptor, size: size)
        }
      }
      return UIKit.UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }
    """

  private static let appKitHelpers = """
    ) -> AppKit.NSColor {
      AppKit.NSColor(name: nil) { appearance in
        switch appearance.bestMatch(from: [
          .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
        ]) {
        case .darkAqua?: return nsColor(dark, displayP3)
        case .accessibilityHighContrastAqua?: return nsColor(lightHigh, displayP3)
        case .accessibilityHighContrastDarkAqua?: return nsColor(darkHigh, displayP3)
        default: return nsColor(light, displayP3)
        }
      }
    }

    /// A fixed `NSColor`, in Display P3 when `displayP3`, else in sRGB.
    private static func nsColor(_ value: UInt32, _ displayP3: Bool) -> AppKit.NSColor {
      let (red, green, blue) = (channel(value, 24), channel(value, 16), channel(value, 8))
      if displayP3 {
        return AppKit.NSColor(
          displayP3Red: red, green: green, blue: blue, alpha: channel(value, 0))
      }
      return AppKit.NSColor(srgbRed: red, green: green, blue: blue, alpha: channel(value, 0))
    }

    /// A font of `family` (`nil`: the system font); a family that is neither bundled nor
    /// installed falls back to the system font at the same size and weight. macOS has no
    /// Dynamic Type.
    private static func font(
      _ family: String?, _ size: CGFloat, _ weight: AppKit.NSFont.Weight
    ) -> AppKit.NSFont {
      let system = AppKit.NSFont.systemFont(ofSize: size, weight: weight)
      guard let family else { return system }
      let descriptor = AppKit.NSFontDescriptor(fontAttributes: [
        .family: family, .traits: [AppKit.NSFontDescriptor.TraitKey.weight: weight],
      ])
      guard !descriptor.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty else {
        return system
      }
      return AppKit.NSFont(descriptor: descriptor, size: size) ?? system
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

  /// The UIKit text style a Material Components text style scales with (nearest default size).
  static func textStyle(_ style: TextStyle) -> String {
    switch style {
    // `largeTitle`, `title2` and `title3` are left out: they are younger than the platforms'
    // lowest versions (or missing on tvOS), and scaling is relative anyway.
    case .headline1, .headline2, .headline3, .headline4, .headline5, .headline6: "title1"
    case .subtitle1, .button: "callout"
    case .subtitle2, .body2: "subheadline"
    case .body1: "body"
    case .caption, .overline: "caption1"
    }
  }
}
