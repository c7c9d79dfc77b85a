/// The geometry `material-theme layout` prints: bar and drawer layouts as JSON, for checks from outside.
package enum LayoutJSON {
  /// A rectangle as `{"x", "y", "width", "height"}`.
  package static func rect(_ rect: Rect) -> JSONOutput {
    .object([
      ("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)),
      ("height", .number(rect.height)),
    ])
  }

  /// The bar's size, geometry (`materialComponents` or `material3`), the alignment used, every
  /// item's frames (with the selection indicator's when the style draws one), accessibility
  /// elements and audit findings.
  package static func bottomNavigation(
    _ bar: BottomNavigationBar, in size: Size, metrics: some FontMetrics = ApproximateFontMetrics()
  ) -> JSONOutput {
    let fitted = bar.sizeThatFits(size)
    let layout = bar.layout(in: Size(width: size.width, height: fitted.height), metrics: metrics)
    let items: [JSONOutput] = layout.items.map { item in
      .object([
        ("title", .string(bar.items[item.index].title)),
        ("selected", .bool(item.isSelected)),
        ("frame", rect(item.frame)),
        ("iconFrame", rect(item.iconFrame)),
        ("titleFrame", rect(item.titleFrame)),
        ("titleVisible", .bool(item.isTitleVisible)),
        ("titleTruncated", .bool(item.isTitleTruncated)),
        (
          "selectionIndicatorFrame",
          item.isSelected && bar.style.selectionIndicatorColor != nil
            ? rect(item.selectionIndicatorFrame) : .null
        ),
        (
          "badge",
          item.badge.map { badge in
            .object([
              ("frame", rect(badge.frame)), ("text", .string(badge.text)),
              ("isDot", .bool(badge.isDot)), ("cornerRadius", .number(badge.cornerRadius)),
            ])
          } ?? .null
        ),
      ])
    }
    let elements: [JSONOutput] = bar.accessibilityElements.map { element in
      .object([
        ("label", .string(element.label)),
        ("value", element.value.map(JSONOutput.string) ?? .null),
        ("selected", .bool(element.traits.contains(.selected))),
        ("button", .bool(element.traits.contains(.button))),
      ])
    }
    let findings: [JSONOutput] = bar.audit(in: size, metrics: metrics).map {
      .object([("item", .number(Double($0.index))), ("message", .string($0.message))])
    }
    return .object([
      ("size", .object([("width", .number(fitted.width)), ("height", .number(fitted.height))])),
      ("geometry", .string(layout.geometry.rawValue)),
      ("alignment", .string(layout.alignment.rawValue)),
      ("titleBelowIcon", .bool(layout.isTitleBelowIcon)),
      ("items", .array(items)),
      ("accessibility", .array(elements)),
      ("audit", .array(findings)),
    ])
  }

  /// The drawer's layout constants and its scroll state at `contentOffsetY`.
  package static func bottomDrawer(_ drawer: BottomDrawer, contentOffsetY: Double) -> JSONOutput {
    let layout = drawer.layout
    let state = drawer.scrollState(atContentOffsetY: contentOffsetY)
    return .object([
      ("initialState", .string(name(of: layout.initialState))),
      ("contentHeaderTopInset", .number(layout.contentHeaderTopInset)),
      ("contentHeightSurplus", .number(layout.contentHeightSurplus)),
      ("topHeaderHeight", .number(layout.topHeaderHeight)),
      ("contentReachesFullscreen", .bool(layout.contentReachesFullscreen)),
      ("contentOffsetY", .number(contentOffsetY)),
      ("state", .string(name(of: state.drawerState))),
      ("transitionToTopRatio", .number(state.transitionToTopRatio)),
      ("topCornerRadius", .number(state.topCornerRadius)),
      ("topInset", .number(state.topInset)),
      ("headerFrame", state.headerFrame.map(rect) ?? .null),
      ("dismissalDragDistance", .number(drawer.dismissalDragDistanceThreshold)),
    ])
  }

  /// `collapsed`, `expanded` or `fullScreen`.
  package static func name(of state: BottomDrawerState) -> String {
    switch state {
    case .collapsed: "collapsed"
    case .expanded: "expanded"
    case .fullScreen: "fullScreen"
    }
  }
}
