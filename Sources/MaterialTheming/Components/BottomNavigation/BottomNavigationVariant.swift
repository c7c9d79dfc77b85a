/// The two Material theming variants of a bottom navigation bar.
public enum BottomNavigationVariant: String, Sendable, Hashable, CaseIterable, Codable {
  /// The bar is the primary color; items are onPrimary.
  case primary
  /// The bar is the surface color; the selected item is primary, the others onSurface.
  case surface

  /// The style this variant resolves to for `scheme`.
  public func style(with scheme: ContainerScheme) -> BottomNavigationStyle {
    switch self {
    case .primary: .primary(with: scheme)
    case .surface: .surface(with: scheme)
    }
  }
}
