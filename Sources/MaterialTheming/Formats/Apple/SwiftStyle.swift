/// The kinds of Swift source `material-theme apply --style` writes.
///
/// `core` rebuilds the theme as ``ContainerScheme`` and component styles of
/// `MaterialThemingCore`; `swiftui` declares the theme as a value of `MaterialThemingSwiftUI`'s
/// `MaterialTheme`; `uikit` and `appkit` need no library at all: `uikit` declares `UIColor` /
/// `UIFont` values plus the component styles as plain structs, `appkit` `NSColor` / `NSFont`
/// values and structs.
public enum SwiftStyle: String, Sendable, Hashable, CaseIterable {
  /// Static members of `MaterialThemingCore` types (`ContainerScheme.brand`, …).
  case core
  /// `extension MaterialTheme { public static let brand = MaterialTheme(…) }` over the
  /// `MaterialThemingSwiftUI` product: one theme type for every brand, in the SwiftUI
  /// environment, with colors that adapt to appearance and contrast and Dynamic Type fonts.
  case swiftui
  /// A UIKit namespace: dynamic `UIColor`s, `UIFontMetrics`-scaled `UIFont`s and style structs.
  case uikit
  /// An AppKit namespace: dynamic `NSColor`s, `NSFont`s and style structs.
  case appkit
}
