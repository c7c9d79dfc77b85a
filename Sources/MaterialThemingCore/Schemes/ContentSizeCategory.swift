/// The twelve Dynamic Type content-size categories, smallest first.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Codable {
  /// `UIContentSizeCategoryExtraSmall`.
  case extraSmall
  /// `UIContentSizeCategorySmall`.
  case small
  /// `UIContentSizeCategoryMedium`.
  case medium
  /// `UIContentSizeCategoryLarge`, the default.
  case large
  /// `UIContentSizeCategoryExtraLarge`.
  case extraLarge
  /// `UIContentSizeCategoryExtraExtraLarge`.
  case extraExtraLarge
  /// `UIContentSizeCategoryExtraExtraExtraLarge`.
  case extraExtraExtraLarge
  /// `UIContentSizeCategoryAccessibilityMedium`.
  case accessibilityMedium
  /// `UIContentSizeCategoryAccessibilityLarge`.
  case accessibilityLarge
  /// `UIContentSizeCategoryAccessibilityExtraLarge`.
  case accessibilityExtraLarge
  /// `UIContentSizeCategoryAccessibilityExtraExtraLarge`.
  case accessibilityExtraExtraLarge
  /// `UIContentSizeCategoryAccessibilityExtraExtraExtraLarge`.
  case accessibilityExtraExtraExtraLarge

  /// The default category.
  public static let `default` = ContentSizeCategory.large
}

/// Point sizes of one text style for each ``ContentSizeCategory``.
public struct ScalingCurve: Sendable, Hashable {
  /// Sizes in ``ContentSizeCategory`` order (twelve values).
  public var sizes: [Double]

  /// Creates a curve from twelve sizes, smallest category first; `nil` for any other count.
  public init?(sizes: [Double]) {
    guard sizes.count == ContentSizeCategory.allCases.count else { return nil }
    self.sizes = sizes
  }

  /// Material Components' curve for `style` (`MDCFontScaler`), as the 201902 type scale uses.
  public static func material(for style: TextStyle) -> ScalingCurve {
    TypographyDefaults.curve(for: style)
  }

  /// The size for `category`.
  public subscript(category: ContentSizeCategory) -> Double {
    sizes[ContentSizeCategory.allCases.firstIndex(of: category)!]
  }
}
