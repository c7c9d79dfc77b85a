/// The constants of the bottom drawer's Material theming extension
/// (`MDCBottomDrawerViewController+MaterialTheming.m`).
public enum BottomDrawerThemingConstants {
  /// `kCollapsedCornerRadius`: the themed top corner radius while collapsed, 8 pt.
  public static let collapsedCornerRadius = 8.0
  /// `kFullScreenCornerRadius`: the themed top corner radius in full screen, 0 pt.
  public static let fullScreenCornerRadius = 0.0
  /// `kScrimAlpha`: the alpha that replaces onSurface's for the scrim, 0.32.
  public static let scrimAlpha = 0.32
  /// `kTopHandleAlpha`: the alpha that replaces onSurface's for the top handle, 0.12.
  public static let topHandleAlpha = 0.12
}

extension BottomDrawerStyle {
  /// Returns the default style themed with `scheme`, as `applyThemeWithScheme:` does.
  ///
  /// ```swift
  /// let dark = SemanticColorScheme(
  ///   defaults: .material201907, traits: ColorTraits(appearance: .dark))
  /// let style = BottomDrawerStyle.themed(
  ///   with: ContainerScheme(colorScheme: dark), appearance: .dark)
  /// style.contentBackgroundColor.hexString  // "#353535FF"
  /// ```
  public static func themed(with scheme: ContainerScheme, appearance: Appearance)
    -> BottomDrawerStyle
  {
    var style = BottomDrawerStyle()
    style.applyTheme(with: scheme, appearance: appearance)
    return style
  }

  /// Applies the Material theming extension's values for `scheme` in `appearance`.
  ///
  /// - Header and content backgrounds: the scheme's background color resolved at this
  ///   style's ``elevation`` (16 by default) with ``Color/resolved(for:elevation:)``, which
  ///   composites the white elevation overlay only in the dark appearance. As in Material
  ///   Components, this resolution happens even when the scheme's
  ///   `elevationOverlayEnabledForDarkMode` is off; that flag only decides whether the
  ///   resolution re-runs on later elevation or appearance changes, which a value type has
  ///   no need for.
  /// - Scrim: onSurface with its alpha replaced by 0.32.
  /// - Top handle: onSurface with its alpha replaced by 0.12 (visibility is unchanged).
  /// - Top corners: collapsed 8, full screen 0; the expanded radius is left as it is.
  /// - Elevation and shadow color are not touched; typography and shapes are not used.
  public mutating func applyTheme(with scheme: ContainerScheme, appearance: Appearance) {
    let colors = scheme.colorScheme
    let background = colors.background.resolved(for: appearance, elevation: elevation)
    headerBackgroundColor = background
    contentBackgroundColor = background
    scrimColor = colors.onSurface.withAlpha(BottomDrawerThemingConstants.scrimAlpha)
    topHandleColor = colors.onSurface.withAlpha(BottomDrawerThemingConstants.topHandleAlpha)
    topCornersRadius.collapsed = BottomDrawerThemingConstants.collapsedCornerRadius
    topCornersRadius.fullScreen = BottomDrawerThemingConstants.fullScreenCornerRadius
  }
}
