import MaterialTheming

/// Draws a bottom navigation bar as two text rows: icons (with badges) and titles, each placed
/// at the column of its frame's centre in the layout, scaled from points to columns.
struct TerminalBarDrawing {
  /// The glyph of the selected item's icon.
  static let selectedIcon = "●"
  /// The glyph of an unselected item's icon.
  static let unselectedIcon = "○"
  /// The glyph of a dot badge.
  static let dotBadge = "•"

  /// The bar, for titles and colors.
  var bar: BottomNavigationBar
  /// Its layout.
  var layout: BottomNavigationLayout
  /// The number of columns the bar's width maps to.
  var columns: Int

  /// The column of a horizontal position in points.
  func column(of x: Double) -> Int {
    guard layout.bounds.width > 0 else { return 0 }
    let column = Int((x / layout.bounds.width * Double(columns)).rounded(.down))
    return min(max(column, 0), max(columns - 1, 0))
  }

  /// The icon row and the title row.
  ///
  /// Without color the selected title is bracketed, since color and weight cannot show it.
  func rows(colorEnabled: Bool) -> [TerminalRow] {
    var icons = TerminalRow(width: columns)
    var titles = TerminalRow(width: columns)
    for item in layout.items {
      guard let appearance = bar.appearance(ofItemAt: item.index) else { continue }
      let iconColumn = column(of: item.iconFrame.midX)
      icons.write(
        item.isSelected ? Self.selectedIcon : Self.unselectedIcon,
        centeredAt: iconColumn, color: appearance.iconTintColor)
      if let badge = item.badge {
        // A badge overlapping its icon by less than a column would hide the icon's glyph:
        // start it right after the icon's column at the earliest.
        let text = badge.isDot ? Self.dotBadge : badge.text
        icons.write(
          text, at: max(column(of: badge.frame.midX) - text.count / 2, iconColumn + 1),
          color: appearance.badgeBackgroundColor, bold: true)
      }
      if item.isTitleVisible {
        var title = bar.items[item.index].title
        if item.isSelected && !colorEnabled { title = "[" + title + "]" }
        titles.write(
          title, centeredAt: column(of: item.titleFrame.midX), color: appearance.titleColor,
          bold: item.isSelected)
      }
    }
    return [icons, titles]
  }
}
