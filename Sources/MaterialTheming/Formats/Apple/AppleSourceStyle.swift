/// The kinds of Swift source `material-theme apply --style` writes.
///
/// `core` rebuilds the theme as ``ContainerScheme`` and component styles of
/// `MaterialThemingCore`; the others need no library at all: `swiftui` declares SwiftUI `Color`
/// and `Font` values, `uikit` `UIColor` / `UIFont` values plus the component styles as plain
/// structs, and `appkit` `NSColor` / `NSFont` values and structs.
public enum AppleSourceStyle: String, Sendable, Hashable, CaseIterable {
  /// Static members of `MaterialThemingCore` types (`ContainerScheme.brand`, …).
  case core
  /// A SwiftUI namespace: `Color` and `Font` values that adapt to appearance, contrast and
  /// Dynamic Type.
  case swiftui
  /// A UIKit namespace: dynamic `UIColor`s, `UIFontMetrics`-scaled `UIFont`s and style structs.
  case uikit
  /// An AppKit namespace: dynamic `NSColor`s, `NSFont`s and style structs.
  case appkit
}
