/// How a corner is shaped: rounded (a quarter circle) or cut (a straight chamfer).
public enum CornerFamily: String, Sendable, Hashable, CaseIterable, Codable {
  /// A rounded corner of the given radius.
  case rounded
  /// A cut corner of the given size.
  case cut
}

/// One corner's treatment: its family and size in points.
public struct CornerTreatment: Sendable, Hashable {
  /// Rounded or cut.
  public var family: CornerFamily
  /// The radius (rounded) or cut length (cut), in points.
  public var size: Double

  /// Creates a treatment.
  public init(family: CornerFamily, size: Double) {
    self.family = family
    self.size = size
  }

  /// A sharp corner: rounded with size 0.
  public static let sharp = CornerTreatment(family: .rounded, size: 0)
}

/// The four corner treatments of one shape category (`MDCShapeCategory`).
public struct ShapeCategory: Sendable, Hashable {
  /// The top-left corner.
  public var topLeft: CornerTreatment
  /// The top-right corner.
  public var topRight: CornerTreatment
  /// The bottom-left corner.
  public var bottomLeft: CornerTreatment
  /// The bottom-right corner.
  public var bottomRight: CornerTreatment

  /// Creates a category with every corner the same (`initCornersWithFamily:andSize:`).
  public init(family: CornerFamily = .rounded, size: Double = 0) {
    let corner = CornerTreatment(family: family, size: size)
    self.init(topLeft: corner, topRight: corner, bottomLeft: corner, bottomRight: corner)
  }

  /// Creates a category from four corners.
  public init(
    topLeft: CornerTreatment, topRight: CornerTreatment,
    bottomLeft: CornerTreatment, bottomRight: CornerTreatment
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }
}

/// The dated default shape schemes (`MDCShapeSchemeDefaults`).
public enum ShapeSchemeDefaults: String, Sendable, Hashable, CaseIterable, Codable {
  /// Small and medium rounded 4, large rounded 0.
  case material201809 = "material-201809"
}

/// A Material shape scheme: small, medium and large component shapes.
public struct ShapeScheme: Sendable, Hashable {
  /// Buttons, chips, FABs, snackbars, text fields.
  public var smallComponentShape: ShapeCategory
  /// Cards and dialogs.
  public var mediumComponentShape: ShapeCategory
  /// Bottom sheets and the bottom navigation drawer.
  public var largeComponentShape: ShapeCategory

  /// Creates a scheme from three categories.
  public init(small: ShapeCategory, medium: ShapeCategory, large: ShapeCategory) {
    smallComponentShape = small
    mediumComponentShape = medium
    largeComponentShape = large
  }

  /// The radius of small and medium components in `material201809`.
  static let material201809SmallAndMediumRadius = 4.0

  /// Creates the scheme of a dated default.
  public init(defaults: ShapeSchemeDefaults = .material201809) {
    switch defaults {
    case .material201809:
      self.init(
        small: ShapeCategory(family: .rounded, size: Self.material201809SmallAndMediumRadius),
        medium: ShapeCategory(family: .rounded, size: Self.material201809SmallAndMediumRadius),
        large: ShapeCategory(family: .rounded, size: 0))
    }
  }
}
