@testable import MaterialThemingCore

/// The tolerance for comparing computed geometry with hand-computed values.
let geometryTolerance = 1e-9

extension Size {
  /// Whether both dimensions equal `other`'s within ``geometryTolerance``.
  func isClose(to other: Size) -> Bool {
    abs(width - other.width) < geometryTolerance && abs(height - other.height) < geometryTolerance
  }
}

extension Rect {
  /// Whether origin and size equal `other`'s within ``geometryTolerance``.
  func isClose(to other: Rect) -> Bool {
    abs(minX - other.minX) < geometryTolerance && abs(minY - other.minY) < geometryTolerance
      && size.isClose(to: other.size)
  }
}
