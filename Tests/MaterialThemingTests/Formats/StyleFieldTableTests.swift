import Foundation
import Testing

@testable import MaterialTheming

/// Walks every field of every style table through decode → merge → resolve → resolved JSON →
/// CSS → DTCG (export, and import of the resolved tokens) → theme-file writer → Swift, and fails
/// where a stage drops the field.
///
/// Each case states one field in a theme file with a value no theming rule produces (color
/// #123456, length 7.5 pt, font size 17.5 pt) and looks for that value at every stage.
@Suite struct StyleFieldTableTests {
  /// One field stated in one place of the `components` section.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The JSON path of the style's object below `components` (`["bottomDrawer"]`, …).
    let stylePath: [String]
    /// The field's path inside the style's object (`["scrimColor"]`, `["topCornersRadius", "collapsed"]`).
    let fieldPath: [String]
    /// The stated value's kind.
    let kind: Kind
    /// The CSS custom-property prefix of the style.
    let cssPrefix: String
    /// The field's override as the theme file states it, read through the table.
    let stated: @Sendable (ComponentSettings) -> StyleFieldOverride?
    /// The field's value in the resolved style of the standard traits.
    let resolved: @Sendable (Theme) -> StyleFieldValue?

    enum Kind: Sendable { case color, length, font }

    var testDescription: String { (stylePath + fieldPath).joined(separator: ".") }
  }

  static let color = Color(rgb: 0x123456)
  static let length = 7.5
  static let fontSize = 17.5

  static func cases<Style: FieldTableStyle>(
    _: Style.Type, stylePath: [String], cssPrefix: String,
    overrides: @escaping @Sendable (ComponentSettings) -> Style.Overrides,
    style: @escaping @Sendable (Theme) -> Style
  ) -> [Case] {
    Style.overridableFields.map { field in
      let kind: Case.Kind =
        switch field.kind {
        case .color: .color
        case .length: .length
        case .font: .font
        case .optionalColor: .color
        }
      return Case(
        stylePath: stylePath, fieldPath: (field.group.map { [$0.key] } ?? []) + [field.key],
        kind: kind, cssPrefix: cssPrefix,
        stated: { field.override(in: overrides($0)) },
        resolved: { field.value(in: style($0)) })
    }
  }

  static let allCases: [Case] =
    BottomNavigationVariant.allCases.flatMap { variant in
      cases(
        BottomNavigationStyle.self, stylePath: ["bottomNavigation", variant.rawValue],
        cssPrefix: "--mt-bottom-navigation-\(CSSWriter.kebab(variant.rawValue))",
        overrides: { $0.bottomNavigationOverrides(for: variant) },
        style: { $0.bottomNavigationStyle(variant) })
    }
    + cases(
      BottomDrawerStyle.self, stylePath: ["bottomDrawer"], cssPrefix: "--mt-bottom-drawer",
      overrides: { $0.bottomDrawer }, style: { $0.bottomDrawerStyle() })

  /// The theme file stating only `testCase`'s field.
  static func themeText(_ testCase: Case) throws -> String {
    var value: Any =
      switch testCase.kind {
      case .color: "#123456"
      case .length: length
      case .font: ["size": fontSize]
      }
    for key in (testCase.stylePath + testCase.fieldPath).reversed() { value = [key: value] }
    let object: [String: Any] = ["name": "Fields", "components": value]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  static func load(_ text: String) throws -> Theme {
    try ThemeLoader().load(bytes: Array(text.utf8), fileName: "fields.json")
  }

  /// The value at `path` of a JSON text.
  static func value(at path: [String], in text: String) throws -> Any? {
    var node: Any? = try JSONSerialization.jsonObject(with: Data(text.utf8))
    for key in path { node = (node as? [String: Any])?[key] }
    return node
  }

  /// Whether a stated override carries the case's value.
  static func carries(_ override: StyleFieldOverride?, _ testCase: Case) -> Bool {
    switch (override, testCase.kind) {
    case (.color(.literal(let value)), .color): value == color
    case (.length(let value), .length): value == length
    case (.font(.custom(let change)), .font): change.size == fontSize
    default: false
    }
  }

  /// Whether a resolved value is the case's value.
  static func carries(_ value: StyleFieldValue?, _ testCase: Case) -> Bool {
    switch (value, testCase.kind) {
    case (.color(let value), .color): value == color
    case (.length(let value), .length): value == length
    case (.font(let font), .font): font.size == fontSize
    default: false
    }
  }

  @Test(arguments: allCases)
  func decodeMergeAndResolveKeepTheField(_ testCase: Case) throws {
    let theme = try Self.load(try Self.themeText(testCase))
    #expect(Self.carries(testCase.stated(theme.components), testCase), "decode")
    let merged = ComponentSettings().merging(theme.components).merging(ComponentSettings())
    #expect(Self.carries(testCase.stated(merged), testCase), "merge")
    #expect(Self.carries(testCase.resolved(theme), testCase), "resolve")
  }

  @Test(arguments: allCases)
  func resolvedJSONAndCSSWriteTheField(_ testCase: Case) throws {
    let theme = try Self.load(try Self.themeText(testCase))
    let json = ResolvedThemeJSON.make(theme, traits: .standard).serialized()
    let written = try Self.value(at: testCase.stylePath + testCase.fieldPath, in: json)
    let css = CSSWriter.stylesheet(theme)
    let name =
      testCase.cssPrefix + "-" + testCase.fieldPath.map(CSSWriter.kebab).joined(separator: "-")
    switch testCase.kind {
    case .color:
      #expect(written as? String == "#123456FF")
      #expect(css.contains("\n  \(name): #123456;\n"))
    case .length:
      #expect((written as? NSNumber)?.doubleValue == Self.length)
      #expect(css.contains("\n  \(name): 7.5px;\n"))
    case .font:
      #expect(((written as? [String: Any])?["size"] as? NSNumber)?.doubleValue == Self.fontSize)
      #expect(
        css.contains("\n  \(name.replacingOccurrences(of: "-font", with: ""))-font-size: 17.5px;\n")
      )
    }
  }

  @Test(arguments: allCases)
  func designTokensCarryTheFieldBothWays(_ testCase: Case) throws {
    let theme = try Self.load(try Self.themeText(testCase))
    let text = DesignTokenWriter.text(theme)
    let tokenPath = ["component", "light"] + testCase.stylePath + testCase.fieldPath
    #expect(try Self.value(at: tokenPath + ["$value"], in: text) != nil, "export")
    // With the vendor extension, the overrides come back as stated.
    let reimported = try DesignTokenFile.themeDocument(
      bytes: Array(text.utf8), fileName: "fields.tokens.json")
    #expect(Self.carries(testCase.stated(reimported.components), testCase), "round trip")
    // Without it, the importer reads the resolved tokens through the table.
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    object["$extensions"] = nil
    let bare = try JSONSerialization.data(withJSONObject: object)
    let imported = try DesignTokenFile.themeDocument(
      bytes: Array(bare), fileName: "fields.tokens.json")
    #expect(Self.carries(testCase.stated(imported.components), testCase), "import")
  }

  @Test(arguments: allCases)
  func themeFileWriterAndSwiftWriteTheField(_ testCase: Case) throws {
    let theme = try Self.load(try Self.themeText(testCase))
    var document = ThemeDocument()
    document.name = "Fields"
    document.components = theme.components
    let rewritten = try Self.load(ThemeFileWriter.text(document))
    #expect(Self.carries(testCase.stated(rewritten.components), testCase), "theme file")
    let swift = SwiftWriter(theme: theme, identifier: "fields", sourceName: "fields.json")
      .text()
    let key = testCase.fieldPath.last ?? ""
    let expected =
      switch testCase.kind {
      case .color: "style.\(key) = MaterialThemingCore.Color(rgba: 0x1234_56FF)"
      case .length where testCase.fieldPath.count > 1: "\(key): 7.5"
      case .length: "style.\(key) = 7.5"
      case .font: "size: 17.5"
      }
    #expect(swift.contains(expected), "swift")
  }

  /// Fields theme files cannot state (the Material 3 selection indicator) are still written
  /// by every output when the style draws them.
  @Test func outputOnlyFieldsAreWrittenWhenPresent() throws {
    let theme = try Self.load(#"{"name": "Fields"}"#)
    let style = theme.bottomNavigationStyle(.material3)
    let json = ResolvedThemeJSON.make(theme, traits: .standard).serialized()
    let css = CSSWriter.stylesheet(theme)
    let tokens = DesignTokenWriter.text(theme)
    let swift = SwiftWriter(theme: theme, identifier: "fields", sourceName: "fields.json")
      .text()
    let fields = BottomNavigationStyle.fields.filter { !$0.isOverridable }
    #expect(!fields.isEmpty)
    for field in fields {
      guard case .color(let color)? = field.value(in: style) else {
        Issue.record("\(field.key) has no color in the Material 3 style")
        continue
      }
      let path = ["bottomNavigation", "material3", field.key]
      #expect(try Self.value(at: path, in: json) as? String == color.hexString)
      let name = "--mt-bottom-navigation-material3-\(CSSWriter.kebab(field.key))"
      #expect(css.contains("\n  \(name): \(CSSWriter.value(color));\n"))
      #expect(try Self.value(at: ["component", "light"] + path + ["$value"], in: tokens) != nil)
      #expect(swift.contains("style.\(field.key) = \(SwiftLiteral.color(color))"))
    }
  }

  /// The tables cover every stored member of the overrides (a member missing from its table
  /// would be decoded and written by nothing).
  @Test func tablesCoverEveryOverride() {
    func unset<Style: FieldTableStyle>(_: Style.Type) -> [String] {
      var overrides = Style.Overrides()
      for field in Style.fields {
        switch field.kind {
        case .color(_, let path): overrides[keyPath: path] = .literal(.black)
        case .font(_, let path): overrides[keyPath: path] = .textStyle(.caption)
        case .length(_, let path, _): overrides[keyPath: path] = 1
        case .optionalColor: break
        }
      }
      return Mirror(reflecting: overrides).children.compactMap { child in
        Mirror(reflecting: child.value).children.isEmpty ? child.label : nil
      }
    }
    #expect(unset(BottomNavigationStyle.self) == [])
    #expect(unset(BottomDrawerStyle.self) == [])
  }
}
