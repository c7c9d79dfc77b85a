#if canImport(SwiftUI)
  import MaterialThemingCore
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #elseif canImport(AppKit)
    import AppKit
  #endif

  nonisolated extension MaterialTheme {
    /// The Material 3 role `role` as a SwiftUI color that follows appearance and contrast live;
    /// clear when the theme's spec lacks the role (the `…Dim` roles before 2025).
    ///
    /// ```swift
    /// @Environment(\.materialTheme) private var theme
    /// …
    /// Text("Hello").foregroundColor(theme.color(.onPrimaryContainer))
    /// ```
    public func color(_ role: DynamicColorRole) -> SwiftUI.Color {
      (colors[role] ?? .clear).color
    }

    /// The Material Components role `role` as a SwiftUI color.
    public func color(materialComponents role: ColorRole) -> SwiftUI.Color {
      (colors[materialComponents: role] ?? .clear).color
    }

    /// The custom color role named `name` (`customBrand`, `customOnBrandContainer`, …) as a
    /// SwiftUI color; clear when the theme has no such color.
    public func color(custom name: String) -> SwiftUI.Color {
      (colors.custom[name] ?? .clear).color
    }

    /// The type role `role` as a font that follows Dynamic Type live.
    ///
    /// A named family is sized as the role states and scales relative to the role's text style
    /// (`Font.custom(_:size:relativeTo:)`). The system family is the role's text style at the
    /// role's weight (`Font.system(_:design:)`), which Dynamic Type, `.dynamicTypeSize(_:)` and
    /// previews resize live; its size is the text style's, not the role's — for the role's exact
    /// size use `materialTextStyle(_:)`. A named family that is neither bundled nor installed
    /// falls back to the system font, as the system family does.
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    public func font(_ role: Material3TypeRole) -> SwiftUI.Font {
      let style = typography[role]
      let textStyle = Self.textStyle(style.textStyle)
      let weight = Self.weight(style.weight)
      guard Self.drawsNamedFamily(style.family) else {
        return SwiftUI.Font.system(textStyle, design: .default).weight(weight)
      }
      return SwiftUI.Font.custom(style.family, size: CGFloat(style.size), relativeTo: textStyle)
        .weight(weight)
    }

    /// The type role `role` at its size multiplied by `scale` (a fixed font: the caller follows
    /// Dynamic Type, as `materialTextStyle(_:)` does with `@ScaledMetric`); a named family that
    /// is neither bundled nor installed falls back to the system font at that size and weight.
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    public func font(_ role: Material3TypeRole, scaledBy scale: CGFloat) -> SwiftUI.Font {
      let style = typography[role]
      let size = CGFloat(style.size) * scale
      let weight = Self.weight(style.weight)
      guard Self.drawsNamedFamily(style.family) else {
        return SwiftUI.Font.system(size: size, weight: weight)
      }
      return SwiftUI.Font.custom(style.family, fixedSize: size).weight(weight)
    }

    /// The letter spacing of `role` in points at the default text size (`Text.tracking(_:)`).
    public func tracking(_ role: Material3TypeRole) -> CGFloat {
      CGFloat(typography[role].tracking)
    }

    /// The corner radius of the shape step `role` on a shape of `size`: the stated radius (at
    /// most half the shorter side), or half the shorter side for the fully rounded step.
    public func cornerRadius(_ role: Material3ShapeRole, in size: CGSize) -> CGFloat {
      CGFloat(shapes[role].radius(width: Double(size.width), height: Double(size.height)))
    }

    /// The opacity of a state layer (`hover`, `pressed`, …).
    public func opacity(_ layer: Material3StateLayer) -> Double { stateLayers[layer] }

    /// Whether a type role of `family` is drawn in that family: not for the system family, nor
    /// for a family the platform's font lookup finds no face of (neither bundled nor installed),
    /// whose face `Font.custom` could not find.
    static func drawsNamedFamily(_ family: String) -> Bool {
      guard family != MaterialThemingCore.Font.systemFamily else { return false }
      #if canImport(UIKit)
        let descriptor = UIKit.UIFontDescriptor(fontAttributes: [.family: family])
        return !descriptor.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty
      #elseif canImport(AppKit)
        let descriptor = AppKit.NSFontDescriptor(fontAttributes: [.family: family])
        return !descriptor.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty
      #else
        return true
      #endif
    }

    /// The SwiftUI text style a Dynamic Type style names.
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    static func textStyle(_ style: DynamicTypeStyle) -> SwiftUI.Font.TextStyle {
      switch style {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .body: .body
      case .callout: .callout
      case .subheadline: .subheadline
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }

    /// The SwiftUI weight nearest to a CSS-style weight.
    static func weight(_ weight: FontWeight) -> SwiftUI.Font.Weight {
      let weights: [SwiftUI.Font.Weight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
      ]
      return weights[min(max((weight.rawValue + 50) / 100, 1), 9) - 1]
    }
  }
#endif
