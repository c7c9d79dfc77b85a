/// Generates Swift for Apple apps: for SwiftUI a `MaterialTheme` value of the
/// `MaterialThemingSwiftUI` product; for UIKit and AppKit a
/// dependency-free namespace with every color of a theme (semantic roles and component colors),
/// its type scale and its component styles as plain structs.
///
/// Colors adapt to light/dark and to increased contrast (`UIColor(dynamicProvider:)` on iOS,
/// tvOS and visionOS, `NSColor(name:dynamicProvider:)` on macOS, the dark colors on watchOS, which
/// has one dark appearance); a color authored in Display P3 stays in Display P3. Fonts follow
/// Dynamic Type: named families through `Font.custom(_:size:relativeTo:)` or `UIFontMetrics`,
/// the system family through `UIFontMetrics.scaledValue(for:)` (in SwiftUI, text styles,
/// `relativeTo:` and `@ScaledMetric`, live); a named family that is neither bundled nor
/// installed falls back to the system font. A UIKit or AppKit file guards itself with
/// `#if canImport(…)`, so it can sit in a multi-platform target, and compiles in Swift 5 and
/// Swift 6 mode and with main-actor default isolation. Output is deterministic.
///
/// ```swift
/// let source = AppleSourceGenerator(
///   theme: theme, identifier: "ocean", sourceName: "Themes/ocean.json", style: .swiftui
/// ).generate()  // extension MaterialTheme { public static let ocean = MaterialTheme(…) }
/// ```
public struct AppleSourceGenerator: Sendable {
  /// The resolved theme.
  public var theme: Theme
  /// The lower-camel-case base name; a UIKit or AppKit namespace is its upper-camel-case form
  /// plus `UIKitTheme` or `AppKitTheme`.
  public var identifier: String
  /// How the header names the source theme (a path relative to the package).
  public var sourceName: String
  /// Which kind of Swift to write.
  public var style: AppleSourceStyle
  /// The Material 3 contrast level the Material 3 colors show under increased contrast.
  public var increasedContrast: Material3IncreasedContrast

  /// Creates a generator.
  public init(
    theme: Theme, identifier: String, sourceName: String, style: AppleSourceStyle,
    increasedContrast: Material3IncreasedContrast = .high
  ) {
    self.theme = theme
    self.identifier = identifier
    self.sourceName = sourceName
    self.style = style
    self.increasedContrast = increasedContrast
  }

  /// The namespace a UIKit or AppKit file declares, or `nil` for the other styles.
  ///
  /// `OceanUIKitTheme` or `OceanAppKitTheme` for `ocean`, so both styles of one theme can sit in
  /// one target; the `core` and `swiftui` styles declare static members of library types instead
  /// (`MaterialTheme.ocean`). An ``identifier`` that is not a valid identifier is first made one
  /// by ``SwiftCodeGenerator/identifier(forName:)``.
  public var namespace: String? { emitter.namespace }

  /// The emitter behind the generator.
  private var emitter: SwiftEmitter {
    SwiftEmitter(
      theme: theme, identifier: identifier, sourceName: sourceName, style: style,
      increasedContrast: increasedContrast)
  }

  /// The whole file.
  public func generate() -> String {
    emitter.text()
  }

  /// The whole file as UTF-8 bytes, the form `apply` writes.
  public func generateUTF8() -> [UInt8] {
    emitter.utf8()
  }
}
