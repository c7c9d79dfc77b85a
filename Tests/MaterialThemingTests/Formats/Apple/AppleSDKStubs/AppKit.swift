// Stand-in for AppKit: only the declarations generated code uses, mirroring Apple's SDK.
//
// As strict as Apple or stricter: no class here is `Sendable` (not confirmed by the reference
// facts: the stricter choice), and no closure parameter is `@Sendable` where Apple's is not.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nscolor (not `Sendable` here: stricter)
open class NSColor {
  /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// https://developer.apple.com/documentation/appkit/nscolor/init(displayp3red:green:blue:alpha:)
  /// (macOS 10.12)
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// https://developer.apple.com/documentation/appkit/nscolor/init(name:dynamicprovider:)
  /// (macOS 10.15). The provider is `@escaping (NSAppearance) -> NSColor`, not `@Sendable`, as
  /// in Apple's declaration.
  @available(macOS 10.15, *)
  public init(
    name colorName: NSColor.Name?,
    dynamicProvider: @escaping (NSAppearance) -> NSColor
  ) {}

  /// https://developer.apple.com/documentation/appkit/nscolor/name
  public typealias Name = String
}

/// https://developer.apple.com/documentation/appkit/nsappearance (not `Sendable` here)
open class NSAppearance {
  /// https://developer.apple.com/documentation/appkit/nsappearance/bestmatch(from:) (macOS 10.14)
  open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { nil }

  /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: String
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/aqua
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/darkaqua
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastaqua
    public static let accessibilityHighContrastAqua = Name(
      rawValue: "NSAppearanceNameAccessibilityHighContrastAqua")
    /// https://developer.apple.com/documentation/appkit/nsappearance/name-swift.struct/accessibilityhighcontrastdarkaqua
    public static let accessibilityHighContrastDarkAqua = Name(
      rawValue: "NSAppearanceNameAccessibilityHighContrastDarkAqua")
  }
}

/// https://developer.apple.com/documentation/appkit/nsfont (not `Sendable` here: stricter)
open class NSFont {
  /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
  /// https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:) (failable)
  public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
  init() {}

  /// https://developer.apple.com/documentation/appkit/nsfont/weight
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: CGFloat
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight
    public static let ultraLight = Weight(rawValue: -0.8)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/thin
    public static let thin = Weight(rawValue: -0.6)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/light
    public static let light = Weight(rawValue: -0.4)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/regular
    public static let regular = Weight(rawValue: 0)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/medium
    public static let medium = Weight(rawValue: 0.23)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/semibold
    public static let semibold = Weight(rawValue: 0.3)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/bold
    public static let bold = Weight(rawValue: 0.4)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/heavy
    public static let heavy = Weight(rawValue: 0.56)
    /// https://developer.apple.com/documentation/appkit/nsfont/weight/black
    public static let black = Weight(rawValue: 0.62)
  }
}

/// https://developer.apple.com/documentation/appkit/nsfontdescriptor (not `Sendable` here)
open class NSFontDescriptor {
  /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:)
  public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
  /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/matchingfontdescriptors(withmandatorykeys:)
  /// (macOS 10.3): the available fonts matching this descriptor on the mandatory keys; empty
  /// when none does.
  open func matchingFontDescriptors(
    withMandatoryKeys mandatoryKeys: Set<NSFontDescriptor.AttributeName>?
  ) -> [NSFontDescriptor] { [] }

  /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: String
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/family
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/traits
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }

  /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The raw value (`RawRepresentable`).
    public var rawValue: String
    /// Creates the value with `rawValue` (`RawRepresentable`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/weight
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }
}
