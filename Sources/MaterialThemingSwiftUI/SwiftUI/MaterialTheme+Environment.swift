#if canImport(SwiftUI)
  import MaterialThemingCore
  import SwiftUI

  /// The environment entry holding the current ``MaterialTheme``; `baseline`
  /// until a view sets one with `materialTheme(_:)`.
  ///
  /// A hand-written key (not `@Entry`) with a stored default: the default theme is built once,
  /// and the key is nonisolated, so it reads the same from any isolation.
  public nonisolated struct MaterialThemeKey: EnvironmentKey {
    /// Material's baseline theme.
    public static let defaultValue = MaterialTheme.baseline
  }

  nonisolated extension EnvironmentValues {
    /// The current Material theme (`MaterialThemeKey`).
    ///
    /// ```swift
    /// @Environment(\.materialTheme) private var theme
    /// ```
    public var materialTheme: MaterialTheme {
      get { self[MaterialThemeKey.self] }
      set { self[MaterialThemeKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the Material theme of this view and its descendants; setting another value switches
    /// the theme at run time, and every view reading `\.materialTheme` updates.
    ///
    /// ```swift
    /// ContentView().materialTheme(useOcean ? .ocean : .forest)
    /// ```
    public func materialTheme(_ theme: MaterialTheme) -> some View {
      environment(\.materialTheme, theme)
    }

    /// Sets the font of a Material 3 type role of the environment's theme at the role's exact
    /// size, scaled live with Dynamic Type relative to the role's text style (`@ScaledMetric`),
    /// for the system family and named families alike.
    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    public func materialTextStyle(_ role: Material3TypeRole) -> some View {
      modifier(MaterialTextStyleModifier(role: role))
    }
  }

  /// Sets the font of a Material 3 type role, scaled with Dynamic Type: one `@ScaledMetric` per
  /// text style (a unit scaled relative to it), so the role's style, read from the theme in the
  /// environment, picks its curve at render time.
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  struct MaterialTextStyleModifier: ViewModifier {
    /// The role.
    let role: Material3TypeRole
    @Environment(\.materialTheme) private var theme
    @ScaledMetric(relativeTo: .largeTitle) private var largeTitle: CGFloat = 100
    @ScaledMetric(relativeTo: .title) private var title: CGFloat = 100
    @ScaledMetric(relativeTo: .title2) private var title2: CGFloat = 100
    @ScaledMetric(relativeTo: .title3) private var title3: CGFloat = 100
    @ScaledMetric(relativeTo: .headline) private var headline: CGFloat = 100
    @ScaledMetric(relativeTo: .body) private var body: CGFloat = 100
    @ScaledMetric(relativeTo: .callout) private var callout: CGFloat = 100
    @ScaledMetric(relativeTo: .subheadline) private var subheadline: CGFloat = 100
    @ScaledMetric(relativeTo: .footnote) private var footnote: CGFloat = 100
    @ScaledMetric(relativeTo: .caption) private var caption: CGFloat = 100
    @ScaledMetric(relativeTo: .caption2) private var caption2: CGFloat = 100

    /// The factor Dynamic Type scales `style` by now.
    private func scale(_ style: DynamicTypeStyle) -> CGFloat {
      let hundred: CGFloat =
        switch style {
        case .largeTitle: largeTitle
        case .title: title
        case .title2: title2
        case .title3: title3
        case .headline: headline
        case .body: body
        case .callout: callout
        case .subheadline: subheadline
        case .footnote: footnote
        case .caption: caption
        case .caption2: caption2
        }
      return hundred / 100
    }

    func body(content: Content) -> some View {
      content.font(theme.font(role, scaledBy: scale(theme.typography[role].textStyle)))
    }
  }
#endif
