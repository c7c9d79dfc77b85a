extension BottomNavigationStyle {
  /// The tonal elevation of the Material 3 navigation bar (elevation level 2), in points.
  public static let material3Elevation = 3.0
  /// The opacity of Material 3's pressed state layer.
  public static let material3PressedStateAlpha = 0.1
  /// The roles the Material 3 style reads from a scheme.
  public static let material3Roles: [DynamicColorRole] = [
    .surfaceContainer, .onSecondaryContainer, .onSurface, .onSurfaceVariant, .error, .onError,
    .secondaryContainer,
  ]

  /// A Material 3 navigation bar styled from a dynamic scheme.
  ///
  /// Container surfaceContainer; active indicator secondaryContainer; active icon
  /// onSecondaryContainer; active label onSurface; inactive icon and label onSurfaceVariant;
  /// badge error / onError; label font = caption at medium weight (Material 3's label medium).
  public static func material3(with scheme: DynamicScheme, typography: TypographyScheme)
    -> BottomNavigationStyle
  {
    material3(roleColor: { scheme.color(for: $0) }, typography: typography)
  }

  /// A Material 3 navigation bar styled from a role set (for example a Theme Builder scheme);
  /// roles missing from `roles` are clear.
  public static func material3(
    roles: Material3RoleSet, typography: TypographyScheme
  ) -> BottomNavigationStyle {
    material3(roleColor: { roles[$0] }, typography: typography)
  }

  /// A Material 3 navigation bar styled from a role lookup; roles it lacks are clear.
  public static func material3(
    roleColor: (DynamicColorRole) -> Color?, typography: TypographyScheme
  ) -> BottomNavigationStyle {
    func color(_ role: DynamicColorRole) -> Color { roleColor(role) ?? .clear }
    var style = BottomNavigationStyle()
    style.barTintColor = color(.surfaceContainer)
    style.selectedItemTintColor = color(.onSecondaryContainer)
    style.selectedItemTitleColor = color(.onSurface)
    style.unselectedItemTintColor = color(.onSurfaceVariant)
    style.rippleColor = color(.onSurface).withAlpha(material3PressedStateAlpha)
    var label = typography.caption
    label.weight = .medium
    style.itemTitleFont = label
    style.elevation = material3Elevation
    style.itemsContentVerticalMargin = 4
    style.itemBadgeBackgroundColor = color(.error)
    style.itemBadgeTextColor = color(.onError)
    style.selectionIndicatorColor = color(.secondaryContainer)
    return style
  }
}
