/// Writes the Swift file of a resolved theme in one of the four styles: the one code path behind
/// the `swift`, `swiftui`, `uikit` and `appkit` export formats, ``SwiftCodeGenerator`` (the
/// `core` style) and ``AppleSourceGenerator``.
///
/// Every file starts with the same header (``SwiftCodeGenerator/headerMarker`` and the source
/// name); the body is the style's: `core` extends `MaterialThemingCore` types (see
/// `SwiftEmitter+Core.swift`), the Apple styles declare a dependency-free namespace (see
/// `SwiftEmitter+Apple.swift`).
struct SwiftEmitter {
  /// The resolved theme.
  let theme: Theme
  /// The lower-camel-case base name of the generated members: always a valid identifier.
  let identifier: String
  /// How the header names the source theme.
  let sourceName: String
  /// Which kind of Swift to write.
  let style: AppleSourceStyle
  /// The Material 3 contrast level increased contrast shows (the Material 3 members of the
  /// `core`, UIKit and AppKit styles).
  let increasedContrast: Material3IncreasedContrast

  /// An emitter; an `identifier` that is not a valid identifier is first made one by
  /// ``SwiftCodeGenerator/identifier(forName:)``.
  init(
    theme: Theme, identifier: String, sourceName: String, style: AppleSourceStyle,
    increasedContrast: Material3IncreasedContrast = .high
  ) {
    self.theme = theme
    self.identifier = SwiftCodeGenerator.validIdentifier(identifier)
    self.sourceName = sourceName
    self.style = style
    self.increasedContrast = increasedContrast
  }

  /// The whole file.
  func text() -> String { String(decoding: utf8(), as: UTF8.self) }

  /// The whole file as UTF-8.
  func utf8() -> [UInt8] {
    var out = SwiftPrinter()
    out.line(SwiftCodeGenerator.headerMarker + SwiftLiteral.string(sourceName) + ".")
    out.line("// Do not edit: change the theme and apply it again.")
    out.blank()
    switch style {
    case .core: writeCore(&out)
    case .swiftui: writeSwiftUITheme(&out)
    case .uikit: writeApple(.uikit, &out)
    case .appkit: writeApple(.appkit, &out)
    }
    return out.bytes
  }
}
