extension Theme {
  /// The drawer style for `traits`: Material theming from the container scheme, then the theme's overrides.
  ///
  /// The drawer resolves its background at its own elevation, so in the dark appearance the
  /// 201907 `#121212` background becomes `#353535`.
  public func bottomDrawerStyle(for traits: ColorTraits = .standard) -> BottomDrawerStyle {
    let scheme = containerScheme(for: traits)
    var style = BottomDrawerStyle.themed(with: scheme, appearance: traits.appearance)
    style.apply(components.bottomDrawer, scheme: scheme)
    return style
  }
}
