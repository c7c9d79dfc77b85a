extension Theme {
  /// The drawer style for `traits`: Material theming from the container scheme, then the theme's overrides.
  ///
  /// The drawer resolves its background at its own elevation, so in the dark appearance the
  /// 201907 `#121212` background becomes `#353535`.
  public func bottomDrawerStyle(for traits: ColorTraits = .standard) -> BottomDrawerStyle {
    let scheme = containerScheme(for: traits)
    var style = BottomDrawerStyle.themed(with: scheme, appearance: traits.appearance)
    components.bottomDrawer.apply(to: &style, colors: scheme.colorScheme)
    return style
  }
}

extension BottomDrawerOverrides {
  /// Lays the stated overrides over `style`, resolving role references against `colors`.
  func apply(to style: inout BottomDrawerStyle, colors: SemanticColorScheme) {
    if let value = headerBackgroundColor {
      style.headerBackgroundColor = value.resolved(in: colors)
    }
    if let value = contentBackgroundColor {
      style.contentBackgroundColor = value.resolved(in: colors)
    }
    if let value = scrimColor { style.scrimColor = value.resolved(in: colors) }
    if let value = topHandleColor { style.topHandleColor = value.resolved(in: colors) }
    if let value = shadowColor { style.shadowColor = value.resolved(in: colors) }
    if let value = collapsedCornerRadius { style.topCornersRadius.collapsed = value }
    if let value = expandedCornerRadius { style.topCornersRadius.expanded = value }
    if let value = fullScreenCornerRadius { style.topCornersRadius.fullScreen = value }
    if let value = elevation { style.elevation = value }
  }
}
