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

    /// A SwiftUI color of one fixed sRGB value.
    static func fixed(_ color: MaterialThemingCore.Color) -> SwiftUI.Color {
      SwiftUI.Color(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }

    #if canImport(UIKit)
      /// The color as a `UIColor`: a dynamic color following the trait collection's appearance
      /// and contrast (the dark variant on watchOS, which has no dynamic colors).
      public var uiColor: UIColor {
        #if os(watchOS)
          return Self.uiColor(dark)
        #else
          return UIColor { traits in
            let high = traits.accessibilityContrast == .high
            if traits.userInterfaceStyle == .dark {
              return Self.uiColor(high ? darkHighContrast : dark)
            }
            return Self.uiColor(high ? lightHighContrast : light)
          }
        #endif
      }

      /// A fixed sRGB `UIColor`.
      static func uiColor(_ color: MaterialThemingCore.Color) -> UIColor {
        UIColor(
          red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
          alpha: CGFloat(color.alpha))
      }
    #elseif canImport(AppKit)
      /// The color as an `NSColor`: a dynamic color following the appearance, the
      /// high-contrast appearances included.
      public var nsColor: NSColor {
        NSColor(name: nil) { appearance in
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

      /// A fixed sRGB `NSColor`.
      static func nsColor(_ color: MaterialThemingCore.Color) -> NSColor {
        NSColor(
          srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
          alpha: CGFloat(color.alpha))
      }
    #endif
  }
#endif
