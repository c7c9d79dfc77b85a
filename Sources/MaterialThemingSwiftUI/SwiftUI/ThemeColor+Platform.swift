#if canImport(SwiftUI)
  import MaterialThemingCore
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  nonisolated extension ThemeColor {
    /// The color for SwiftUI, following the appearance and the Increase Contrast setting live:
    /// a dynamic `UIColor` on iOS, tvOS and visionOS, a dynamic `NSColor` on macOS, the dark
    /// variant on watchOS (its one appearance is dark).
    ///
    /// The dynamic provider is a nonisolated closure over this value's four colors, so a color
    /// resolving off the main thread (rendering, snapshots, a widget) is safe, also in a target
    /// whose default isolation is the main actor.
    public var color: SwiftUI.Color {
      #if os(watchOS)
        return Self.fixed(dark)
      #elseif canImport(UIKit)
        return SwiftUI.Color(uiColor)
      #elseif canImport(AppKit)
        return SwiftUI.Color(nsColor)
      #else
        return Self.fixed(light)
      #endif
    }

    /// A SwiftUI color of one fixed value: its Display P3 value when it keeps one, else sRGB.
    static func fixed(_ color: MaterialThemingCore.Color) -> SwiftUI.Color {
      if let p3 = color.displayP3 {
        return SwiftUI.Color(
          .displayP3, red: p3.red, green: p3.green, blue: p3.blue, opacity: color.alpha)
      }
      return SwiftUI.Color(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    #if canImport(UIKit)
      /// The color as a `UIColor`: a dynamic color following the trait collection's appearance
      /// and contrast (the dark variant on watchOS, which has no dynamic colors).
      public var uiColor: UIKit.UIColor {
        #if os(watchOS)
          return Self.uiColor(dark)
        #else
          return UIKit.UIColor { traits in
            let high = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark {
              return Self.uiColor(high ? darkHighContrast : dark)
            }
            return Self.uiColor(high ? lightHighContrast : light)
          }
        #endif
      }

      /// A fixed `UIColor`: its Display P3 value when it keeps one, else sRGB.
      static func uiColor(_ color: MaterialThemingCore.Color) -> UIKit.UIColor {
        if let p3 = color.displayP3 {
          return UIKit.UIColor(
            displayP3Red: CGFloat(p3.red), green: CGFloat(p3.green), blue: CGFloat(p3.blue),
            alpha: CGFloat(color.alpha))
        }
        return UIKit.UIColor(
          red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
          alpha: CGFloat(color.alpha))
      }
    #elseif canImport(AppKit)
      /// The color as an `NSColor`: a dynamic color following the appearance, the
      /// high-contrast appearances included.
      public var nsColor: AppKit.NSColor {
        AppKit.NSColor(name: nil) { appearance in
          switch appearance.bestMatch(from: [
            .aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua,
          ]) {
          case .darkAqua?: return Self.nsColor(dark)
          case .accessibilityHighContrastAqua?: return Self.nsColor(lightHighContrast)
          case .accessibilityHighContrastDarkAqua?: return Self.nsColor(darkHighContrast)
          default: return Self.nsColor(light)
          }
        }
      }

      /// A fixed `NSColor`: its Display P3 value when it keeps one, else sRGB.
      static func nsColor(_ color: MaterialThemingCore.Color) -> AppKit.NSColor {
        if let p3 = color.displayP3 {
          return AppKit.NSColor(
            displayP3Red: CGFloat(p3.red), green: CGFloat(p3.green), blue: CGFloat(p3.blue),
            alpha: CGFloat(color.alpha))
        }
        return AppKit.NSColor(
          srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
          alpha: CGFloat(color.alpha))
      }
    #endif
  }
#endif
