/// The scheme a component is themed with: colors, typography and an optional shape scheme.
///
/// The default value is Material Components' `MDCContainerScheme()`: color 201804,
/// typography 201804 and no shape scheme.
/// ```swift
/// var scheme = ContainerScheme()
/// scheme.colorScheme.primary = try Color(hex: "#00677F")
/// let bar = BottomNavigationStyle.primary(with: scheme)
/// ```
public struct ContainerScheme: Sendable, Hashable {
  /// The semantic colors, resolved for one appearance and contrast.
  public var colorScheme: SemanticColorScheme
  /// The type scale.
  public var typographyScheme: TypographyScheme
  /// The shape scheme; `nil` by default, as in Material Components.
  public var shapeScheme: ShapeScheme?

  /// Creates a container scheme; defaults to color 201804, typography 201804, no shapes.
  public init(
    colorScheme: SemanticColorScheme = SemanticColorScheme(defaults: .material201804),
    typographyScheme: TypographyScheme = TypographyScheme(defaults: .material201804),
    shapeScheme: ShapeScheme? = nil
  ) {
    self.colorScheme = colorScheme
    self.typographyScheme = typographyScheme
    self.shapeScheme = shapeScheme
  }
}
