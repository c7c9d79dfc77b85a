/// A Material bottom navigation bar as a value: items, selection, layout options and style.
///
/// The model follows `MDCBottomNavigationBar`: its layout is a pure function of the model and a
/// container size (``layout(in:metrics:)``), selection goes through a delegate
/// (`tap(itemAt:delegate:)`), and theming resolves a ``BottomNavigationStyle`` from a
/// container scheme (``applyPrimaryTheme(with:)``).
/// ```swift
/// var bar = BottomNavigationBar(items: [
///   BottomNavigationItem(title: "Home", iconName: "home"),
///   BottomNavigationItem(title: "Inbox", iconName: "inbox", badgeValue: "3"),
/// ])
/// bar.selectItem(at: 0)
/// bar.applySurfaceTheme(with: ContainerScheme())
/// let layout = bar.layout(in: Size(width: 375, height: 56))
/// ```
public struct BottomNavigationBar: Sendable, Hashable {
  /// The items, leading to trailing. Setting them clears the selection, as in MDC.
  public var items: [BottomNavigationItem] {
    didSet { selectedIndex = nil }
  }
  /// The index of the selected item in ``items``, or `nil`. Defaults to `nil`.
  public internal(set) var selectedIndex: Int?
  /// When titles are shown. Defaults to ``BottomNavigationTitleVisibility/selected``.
  public var titleVisibility: BottomNavigationTitleVisibility
  /// How items are distributed. Defaults to ``BottomNavigationAlignment/justified``.
  public var alignment: BottomNavigationAlignment
  /// The horizontal size class of the environment. Defaults to compact.
  public var horizontalSizeClass: SizeClass
  /// The direction items run in; right-to-left mirrors the layout. Defaults to left to right.
  public var layoutDirection: LayoutDirection
  /// A fixed bar height; 0 (the default) means automatic: 56, or 40 with adjacent titles.
  public var barHeight: Double
  /// The safe-area insets of the bar's frame; left and right inset the items.
  public var safeAreaInsets: EdgeInsets
  /// The gap between an icon and an adjacent title. Defaults to 12.
  public var itemsContentHorizontalMargin: Double
  /// The padding on each side of every item, so items are `2 ×` this apart. Defaults to 0.
  public var itemsHorizontalPadding: Double
  /// Whether long titles are cut to their item's width. Defaults to `true`.
  public var truncatesLongTitles: Bool
  /// The most lines a title below its icon may use (0 is unlimited). Defaults to 1.
  ///
  /// Titles beside their icon always use one line.
  public var titlesNumberOfLines: Int
  /// Whether ``sizeThatFits(_:)`` adds the bottom safe-area inset. Defaults to `false`.
  ///
  /// The deprecated MDC behaviour; hosts should instead extend the bar's frame into the safe
  /// area and keep the items in the top ``automaticBarHeight`` points.
  public var sizeThatFitsIncludesSafeArea: Bool
  /// The pixel density used to round badge padding (MDC rounds to the screen scale). Defaults to 2.
  public var displayScale: Double
  /// The colors, fonts and elevation.
  public var style: BottomNavigationStyle
  /// The specification generation the layout follows.
  ///
  /// Defaults to Material Components';
  /// ``applyTheme(_:with:)`` sets it from the variant.
  public var geometry: BottomNavigationGeometry = .materialComponents

  /// The default display scale: 2 pixels per point.
  public static let defaultDisplayScale: Double = 2

  /// Creates a bar with MDC's defaults: nothing selected, titles on the selected item only,
  /// justified, compact width, left to right, automatic height, default style.
  public init(
    items: [BottomNavigationItem] = [],
    titleVisibility: BottomNavigationTitleVisibility = .selected,
    alignment: BottomNavigationAlignment = .justified,
    horizontalSizeClass: SizeClass = .compact,
    layoutDirection: LayoutDirection = .leftToRight,
    style: BottomNavigationStyle = BottomNavigationStyle()
  ) {
    self.items = items
    self.selectedIndex = nil
    self.titleVisibility = titleVisibility
    self.alignment = alignment
    self.horizontalSizeClass = horizontalSizeClass
    self.layoutDirection = layoutDirection
    self.barHeight = 0
    self.safeAreaInsets = .zero
    self.itemsContentHorizontalMargin = BottomNavigationMetrics.defaultItemsContentHorizontalMargin
    self.itemsHorizontalPadding = 0
    self.truncatesLongTitles = true
    self.titlesNumberOfLines = 1
    self.sizeThatFitsIncludesSafeArea = false
    self.displayScale = Self.defaultDisplayScale
    self.style = style
  }

  /// The gap between a stacked icon and its title; stored in ``style``. Defaults to 0.
  public var itemsContentVerticalMargin: Double {
    get { style.itemsContentVerticalMargin }
    set { style.itemsContentVerticalMargin = newValue }
  }

  /// The selected item, or `nil`.
  public var selectedItem: BottomNavigationItem? {
    selectedIndex.map { items[$0] }
  }

  /// Whether titles sit below icons in the current size class (MDC's `isTitleBelowIcon`);
  /// always in the Material 3 geometry.
  public var isTitleBelowIcon: Bool {
    geometry == .material3 || alignment.isTitleBelowIcon(in: horizontalSizeClass)
  }

  /// The height the items occupy: ``barHeight`` if positive, else 56 with titles below icons and
  /// 40 with adjacent titles (MDC's `calculateBarHeight`); 80 in the Material 3 geometry.
  public var automaticBarHeight: Double {
    if barHeight > 0 { return barHeight }
    if geometry == .material3 { return BottomNavigationMetrics.Material3.barHeight }
    return isTitleBelowIcon
      ? BottomNavigationMetrics.stackedBarHeight : BottomNavigationMetrics.adjacentTitlesBarHeight
  }

  /// The size the bar wants inside `size`: the full width and ``automaticBarHeight``.
  ///
  /// The safe area is excluded unless ``sizeThatFitsIncludesSafeArea`` is on, which adds the
  /// bottom inset.
  public func sizeThatFits(_ size: Size) -> Size {
    let extra = sizeThatFitsIncludesSafeArea ? safeAreaInsets.bottom : 0
    return Size(width: size.width, height: automaticBarHeight + extra)
  }
}
