/// A point in a layout, in points, origin at the top left.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (down is positive).
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Sendable, Hashable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// An empty size.
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Sendable, Hashable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether `other` lies entirely inside this rectangle (edges may touch).
  public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// Whether the interiors of the two rectangles overlap (touching edges do not).
  public func intersects(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
    minX < other.maxX - tolerance && other.minX < maxX - tolerance
      && minY < other.maxY - tolerance && other.minY < maxY - tolerance
  }

  /// The rectangle mirrored horizontally inside a container of width `containerWidth`.
  public func mirrored(inWidth containerWidth: Double) -> Rect {
    Rect(x: containerWidth - maxX, y: minY, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` on each side.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }
}

/// Distances from each edge, such as a safe area.
public struct EdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: Double
  /// The left inset.
  public var left: Double
  /// The bottom inset.
  public var bottom: Double
  /// The right inset.
  public var right: Double

  /// Creates insets; each defaults to 0.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()
}

/// The direction text and item order run in.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
  /// Left to right.
  case leftToRight
  /// Right to left: item order and horizontal placement are mirrored.
  case rightToLeft
}

/// The horizontal or vertical size class of a layout environment.
public enum SizeClass: String, Sendable, Hashable, CaseIterable, Codable {
  /// A constrained dimension (phone portrait width, phone landscape height).
  case compact
  /// An expansive dimension (tablet width).
  case regular
}
