extension Theme {
  /// The drawer style for `traits`: Material theming from the container scheme, then the theme's overrides.
  ///
  /// The drawer resolves its background at its own elevation, so in the dark appearance the
  /// 201907 `#121212` background becomes `#353535`.
  public func bottomDrawerStyle(for traits: ColorTraits = .standard) -> BottomDrawerStyle {
    bottomDrawerStyles(for: [traits], schemes: [containerScheme(for: traits)])[0]
  }

  /// The drawer styles for each of `traits`, given the container scheme of each.
  func bottomDrawerStyles(for traits: [ColorTraits], schemes: [ContainerScheme])
    -> [BottomDrawerStyle]
  {
    var styles = zip(traits, schemes).map {
      BottomDrawerStyle.themed(with: $1, appearance: $0.appearance)
    }
    BottomDrawerStyle.apply(components.bottomDrawer, to: &styles, schemes: schemes)
    return styles
  }
}
