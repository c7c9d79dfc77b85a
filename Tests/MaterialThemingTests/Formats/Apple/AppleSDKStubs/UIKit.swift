// Stand-in for UIKit: only the declarations generated code uses, mirroring Apple's SDK.
//
// As strict as Apple or stricter: no class here is `Sendable` (Apple's Sendability of these
// classes is not confirmed by the reference facts, so the stricter choice is taken), no closure
// parameter is `@Sendable` where Apple's is not, and an API unavailable on a platform carries
// Apple's `@available(<platform>, unavailable)`, which the tests turn into a refusal when they
// emulate that platform.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor (not `Sendable` here: stricter)
open class UIColor {
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)
  /// (iOS 10, tvOS 10, watchOS 3, visionOS 1)
  public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
  /// (iOS 13, Mac Catalyst 13.1, tvOS 13, visionOS 1; unavailable on watchOS). The provider is
  /// `@escaping (UITraitCollection) -> UIColor`, not `@Sendable`, as in Apple's declaration.
  @available(iOS 13, tvOS 13, *)
  @available(watchOS, unavailable)
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection (not `Sendable` here)
open class UITraitCollection {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
  /// (iOS 12, tvOS 10, Mac Catalyst 13.1, visionOS 1; not watchOS)
  @available(watchOS, unavailable)
  open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
  /// (iOS 13, tvOS 13; watchOS not confirmed: unavailable here, the stricter choice)
  @available(iOS 13, tvOS 13, *)
  @available(watchOS, unavailable)
  open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// https://developer.apple.com/documentation/uikit/uifont (not `Sendable` here: stricter)
open class UIFont {
  /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
  /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
  init() {}

  /// https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: CGFloat
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
    public static let ultraLight = Weight(rawValue: -0.8)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/thin
    public static let thin = Weight(rawValue: -0.6)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/light
    public static let light = Weight(rawValue: -0.4)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
    public static let regular = Weight(rawValue: 0)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/medium
    public static let medium = Weight(rawValue: 0.23)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
    public static let semibold = Weight(rawValue: 0.3)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
    public static let bold = Weight(rawValue: 0.4)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy
    public static let heavy = Weight(rawValue: 0.56)
    /// https://developer.apple.com/documentation/uikit/uifont/weight/black
    public static let black = Weight(rawValue: 0.62)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: String
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
    /// (iOS 11, Mac Catalyst 13.1, visionOS 1, watchOS 5: not tvOS)
    @available(tvOS, unavailable)
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor (not `Sendable` here)
open class UIFontDescriptor {
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
  public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/matchingfontdescriptors(withmandatorykeys:)
  /// (iOS 7, tvOS 9, watchOS 2, visionOS 1): the installed or registered fonts matching this
  /// descriptor on the mandatory keys; empty when none does.
  open func matchingFontDescriptors(
    withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?
  ) -> [UIFontDescriptor] { [] }

  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: String
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/family
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }

  /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: String
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
/// (iOS 11, tvOS 11, watchOS 4, visionOS 1; not `Sendable` here)
open class UIFontMetrics {
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
  open func scaledFont(for font: UIFont) -> UIFont { font }
  /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
  open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
