/// A problem an audit found with one bottom navigation item.
public struct BottomNavigationAuditFinding: Sendable, Hashable {
  /// What kind of problem was found.
  public enum Kind: Sendable, Hashable {
    /// The tappable area is smaller than 48 × 48 points (the Material guideline).
    case touchTargetTooSmall(size: Size)
    /// The title is cut short at the item's width.
    case titleTruncated(availableWidth: Double)
    /// The item's frame extends outside the bar (centered items never go below 80 points).
    case itemOutsideBar
    /// The item has an empty title, so its element has no spoken label.
    case missingAccessibilityLabel
  }

  /// The item's index in the bar.
  public var index: Int
  /// The problem.
  public var kind: Kind

  /// Creates a finding.
  public init(index: Int, kind: Kind) {
    self.index = index
    self.kind = kind
  }

  /// A sentence describing the finding.
  public var message: String {
    switch kind {
    case .touchTargetTooSmall(let size):
      "item \(index): touch target \(size.width)×\(size.height) is under the 48×48 minimum"
    case .titleTruncated(let width):
      "item \(index): title is truncated at a width of \(width) points"
    case .itemOutsideBar:
      "item \(index): frame extends outside the bar"
    case .missingAccessibilityLabel:
      "item \(index): empty title leaves the item without an accessibility label"
    }
  }
}

extension BottomNavigationBar {
  /// Checks the layout in `bounds` against Material guidelines MDC does not enforce.
  ///
  /// Reports, per item: a tappable area (the whole item frame) under 48 × 48 points; a title
  /// truncated at the chosen width (whenever titles can be shown, selected or not); a frame
  /// outside the bar; an empty title. The layout itself is not changed.
  public func audit(
    in bounds: Size, metrics: some FontMetrics = ApproximateFontMetrics()
  ) -> [BottomNavigationAuditFinding] {
    let layout = layout(in: bounds, metrics: metrics)
    let minimum = BottomNavigationMetrics.minimumTouchTarget
    var findings: [BottomNavigationAuditFinding] = []
    for item in layout.items {
      if item.frame.width < minimum || item.frame.height < minimum {
        findings.append(.init(index: item.index, kind: .touchTargetTooSmall(size: item.frame.size)))
      }
      if titleVisibility != .never && item.isTitleTruncated {
        let available =
          layout.isTitleBelowIcon
          ? item.frame.width
          : max(
            item.frame.width - items[item.index].iconSize.width - itemsContentHorizontalMargin, 0)
        findings.append(.init(index: item.index, kind: .titleTruncated(availableWidth: available)))
      }
      if !layout.bounds.contains(item.frame) {
        findings.append(.init(index: item.index, kind: .itemOutsideBar))
      }
      if items[item.index].title.isEmpty {
        findings.append(.init(index: item.index, kind: .missingAccessibilityLabel))
      }
    }
    return findings
  }
}
