/// Per-component settings of a theme file.
public struct ComponentSettings: Sendable, Hashable {
  /// The bottom navigation variant apps should use, when stated (the default is primary).
  public var bottomNavigationVariant: BottomNavigationVariant?
  /// The overrides of `variant`'s style.
  public func bottomNavigationOverrides(for variant: BottomNavigationVariant)
    -> BottomNavigationOverrides
  {
    self[keyPath: Self.bottomNavigationOverrides(variant)]
  }
  /// Where the overrides of `variant`'s style are kept.
  static func bottomNavigationOverrides(_ variant: BottomNavigationVariant)
    -> WritableKeyPath<ComponentSettings, BottomNavigationOverrides>
  {
    switch variant {
    case .primary: \.bottomNavigationPrimary
    case .surface: \.bottomNavigationSurface
    case .material3: \.bottomNavigationMaterial3
    }
  }
  /// Overrides of the primary bottom-navigation style.
  public var bottomNavigationPrimary = BottomNavigationOverrides()
  /// Overrides of the surface bottom-navigation style.
  public var bottomNavigationSurface = BottomNavigationOverrides()
  /// Overrides of the Material 3 bottom-navigation style.
  public var bottomNavigationMaterial3 = BottomNavigationOverrides()
  /// Overrides of the bottom drawer style.
  public var bottomDrawer = BottomDrawerOverrides()

  /// Creates empty settings.
  public init() {}
}
