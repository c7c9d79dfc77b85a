// Stand-in for SwiftUI: only the declarations generated code uses, mirroring Apple's SDK.
// Compiled once beside the UIKit stand-in and once beside the AppKit one.
@_exported import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
  public enum RGBColorSpace: Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}

  #if canImport(UIKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-8jw1o (UIColor, iOS 13)
    public init(_ color: UIColor) {}
  #elseif canImport(AppKit)
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-1qldv (NSColor, macOS 10.15)
    public init(_ color: NSColor) {}
  #endif
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
  /// (iOS 14, macOS 11, tvOS 14, watchOS 7)
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  { Font() }
  /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
  public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
  /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font { Font() }
  /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
  public func weight(_ weight: Font.Weight) -> Font { self }

  /// https://developer.apple.com/documentation/swiftui/font/design
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// https://developer.apple.com/documentation/swiftui/font/textstyle
  public enum TextStyle: Hashable, Sendable {
    case title, headline, subheadline, body, callout, footnote, caption
    /// https://developer.apple.com/documentation/swiftui/font/textstyle/largetitle
    /// (iOS 13, macOS 11, tvOS unavailable in the iOS 14 SDK's interface, watchOS 6)
    @available(macOS 11, *)
    case largeTitle
    /// https://developer.apple.com/documentation/swiftui/font/textstyle/title2
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    case title2
    /// https://developer.apple.com/documentation/swiftui/font/textstyle/title3
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    case title3
    /// https://developer.apple.com/documentation/swiftui/font/textstyle/caption2
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    case caption2
  }

  /// https://developer.apple.com/documentation/swiftui/font/weight
  public struct Weight: Hashable, Sendable {
    let value: Double
    /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
    public static let ultraLight = Weight(value: -0.8)
    /// https://developer.apple.com/documentation/swiftui/font/weight/thin
    public static let thin = Weight(value: -0.6)
    /// https://developer.apple.com/documentation/swiftui/font/weight/light
    public static let light = Weight(value: -0.4)
    /// https://developer.apple.com/documentation/swiftui/font/weight/regular
    public static let regular = Weight(value: 0)
    /// https://developer.apple.com/documentation/swiftui/font/weight/medium
    public static let medium = Weight(value: 0.23)
    /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
    public static let semibold = Weight(value: 0.3)
    /// https://developer.apple.com/documentation/swiftui/font/weight/bold
    public static let bold = Weight(value: 0.4)
    /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
    public static let heavy = Weight(value: 0.56)
    /// https://developer.apple.com/documentation/swiftui/font/weight/black
    public static let black = Weight(value: 0.62)
  }

  init() {}
}
