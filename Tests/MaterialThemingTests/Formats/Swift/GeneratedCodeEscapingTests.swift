import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Input text in generated code: theme names, source names, custom color names, font families
/// and descriptions built from hostile pieces (controls, bidi overrides, line breaks, quotes,
/// comment delimiters, keywords) never become code, never end a comment or literal, and never
/// reach a Swift, CSS or JSON output raw.
@Suite struct GeneratedCodeEscapingTests {
  /// The four Swift styles.
  static let styles: [SwiftStyle] = [.core, .swiftui, .uikit, .appkit]

  /// A theme file stating `name`, `description`, three custom colors (`cA…`, `cB…`, `cC…`: their
  /// generated names differ, whatever follows) and `family`, loaded as the plugin loads one
  /// (NUL, which theme files cannot hold, becomes U+0001).
  static func theme(
    name: String, description: String, customNames: [String], family: String
  ) throws -> Theme {
    func loadable(_ text: String) -> String { text.replacing("\u{0}", with: "\u{1}") }
    let name = loadable(name)
    let description = loadable(description)
    let customNames = customNames.map(loadable)
    let family = loadable(family)
    let custom = Dictionary(
      uniqueKeysWithValues: zip(["cA", "cB", "cC"], customNames).map {
        ($0 + $1, ["color": "#E6781E"])
      })
    let object: [String: Any] = [
      "format": 1, "name": name, "description": description, "extends": "material-201907",
      "colors": ["custom": custom], "typography": ["fontFamily": family],
    ]
    let data = try JSONSerialization.data(withJSONObject: object)
    return try ThemeLoader().load(bytes: Array(data), fileName: "hostile.json")
  }

  /// `source` with every comment removed and every string literal emptied: the code a reader
  /// (and the compiler) sees. Literals are read as Swift reads them (`\` escapes the next
  /// character), so a quote that ends a literal early changes the skeleton.
  static func skeleton(_ source: String) -> String {
    var out = ""
    var scalars = source.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar?
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return scalars.next()
    }
    while let scalar = next() {
      switch scalar {
      case "/":
        guard let following = next() else { return out + "/" }
        if following == "/" {
          while let inComment = next(), inComment != "\n" {}
          out += "\n"
        } else {
          out += "/"
          pending = following
        }
      case "\"":
        while let inLiteral = next(), inLiteral != "\"" {
          if inLiteral == "\\" { _ = next() }
          if inLiteral == "\n" { out += "<newline in literal>" }
        }
        out += "\"\""
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The names `source` declares (`var`, `let`, `func`, `enum`, `struct`, `case`, `extension`
  /// followed by a name), in order.
  static func declarations(_ skeleton: String) -> [String] {
    let words = skeleton.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    let introducers: Set = ["var", "let", "func", "enum", "struct", "extension", "case"]
    return zip(words, words.dropFirst()).filter { introducers.contains($0.0) }.map {
      "\($0.0) \($0.1)"
    }
  }

  /// Random hostile themes through the four Swift styles: every file parses (`swiftc -parse`,
  /// one call for all), declares exactly what the same theme with plain names declares (its
  /// skeleton — code without comments and literal contents — is the same), and holds no raw
  /// control or bidi character; the CSS, DTCG, resolved JSON and asset-catalog outputs hold
  /// none either.
  @Test func hostileNamesNeverBecomeCode() throws {
    var generator = SeededGenerator(seed: 0x2025_0025)
    let directory = try TemporaryDirectory()
    var files: [String] = []
    for index in 0..<10 {
      let name = HostileText.name(using: &generator)
      let customNames = (0..<3).map { _ in HostileText.name(using: &generator) }
      let family = "F" + HostileText.name(using: &generator)
      let description = HostileText.name(using: &generator)
      let sourceName = "Themes/" + HostileText.name(using: &generator) + ".json"
      let hostile = try Self.theme(
        name: name, description: description, customNames: customNames, family: family)
      // The plain twin: the same structure, names that are already what the generators make.
      let plain = try Self.theme(
        name: "Plain", description: "plain",
        customNames: customNames.map { SwiftWriter.camelCase("cA" + $0).dropFirst(2) }
          .map(String.init), family: "Inter")
      // Half the themes pass the hostile name as the identifier: the generator must make one.
      let identifier = index.isMultiple(of: 2) ? SwiftWriter.identifier(forName: name) : name
      let valid = SwiftWriter.validIdentifier(identifier)
      #expect(SwiftWriter.isValidIdentifier(valid), "\(valid)")
      for style in Self.styles {
        let source = SwiftWriter(
          theme: hostile, identifier: identifier, sourceName: sourceName, style: style
        ).text()
        let reference = SwiftWriter(
          theme: plain, identifier: valid, sourceName: "Themes/plain.json", style: style
        ).text()
        let context = "theme \(index) \(style): \(name.debugDescription)"
        #expect(HostileText.unsafeScalars(in: source).isEmpty, "\(context)")
        // Without whitespace: a long literal wraps its expression onto several lines.
        #expect(
          Self.skeleton(source).filter { !$0.isWhitespace }
            == Self.skeleton(reference).filter { !$0.isWhitespace }, "\(context)")
        #expect(
          Self.declarations(Self.skeleton(source))
            == Self.declarations(Self.skeleton(reference)), "\(context)")
        files.append(try directory.write("\(style.rawValue)-theme\(index).swift", source))
      }
      let outputs =
        ExportFormat.allCases.filter { !$0.isDirectory }.map { $0.text(hostile)! }
        + AssetCatalogWriter(theme: hostile, identifier: identifier).files().flatMap {
          [$0.path, $0.contents]
        }
        + ColorTraits.all.map { ResolvedThemeJSON.make(hostile, traits: $0).serialized() }
      for output in outputs {
        #expect(HostileText.unsafeScalars(in: output).isEmpty, "theme \(index)")
      }
    }
    #expect(files.count == 40)
    let result = try Subprocess.run("/usr/bin/env", ["swiftc", "-parse"] + files)
    #expect(result.status == 0 && result.output.isEmpty, "\(result.output.prefix(4_000))")
  }

  /// The skeleton the test relies on sees injected code: a name written raw into a comment or
  /// literal changes it.
  @Test func theSkeletonSeesCodeOutsideCommentsAndLiterals() {
    let clean = "/// The x theme.\nlet a = \"x\" // x\n"
    #expect(GeneratedCodeEscapingTests.skeleton(clean) == "\nlet a = \"\" \n")
    #expect(
      GeneratedCodeEscapingTests.skeleton("/// The \n}\nlet pwned = 1\n theme.\nlet a = \"x\"\n")
        != GeneratedCodeEscapingTests.skeleton("/// The x theme.\nlet a = \"x\"\n"))
    #expect(
      GeneratedCodeEscapingTests.skeleton("let a = \"x\"; pwned(); \"\"\n")
        != GeneratedCodeEscapingTests.skeleton("let a = \"x\"\n"))
  }

  /// Every name, keywords and hostile ones included, gives a valid, non-keyword ASCII
  /// identifier.
  @Test func identifiersAreAlwaysValid() {
    var generator = SeededGenerator(seed: 25)
    var names = Array(SwiftWriter.keywords) + ["", " ", "9", "_", "é", "\u{202E}", "a\nb"]
    names += (0..<500).map { _ in HostileText.name(using: &generator) }
    for name in names {
      let identifier = SwiftWriter.identifier(forName: name)
      #expect(SwiftWriter.isValidIdentifier(identifier), "\(name.debugDescription)")
      #expect(!SwiftWriter.keywords.contains(identifier))
    }
    #expect(SwiftWriter.identifier(forName: "class") == "themeClass")
    #expect(SwiftWriter.identifier(forName: "High Contrast") == "highContrast")
    #expect(!SwiftWriter.isValidIdentifier("_"))
  }

  /// A theme name with a newline in the core style: before, the text after the newline stood
  /// as a line of code.
  @Test func aNewlineInTheThemeNameStaysInTheDocComment() throws {
    let theme = try Self.theme(
      name: "Evil\n}\nlet pwned = 1 // \u{202E}", description: "", customNames: ["x", "y", "z"],
      family: "Inter")
    let source = SwiftWriter(theme: theme, identifier: "evil", sourceName: "t.json")
      .text()
    #expect(!source.split(separator: "\n").contains { $0.hasPrefix("let pwned") })
    #expect(source.contains(#"/// The Evil\n}\nlet pwned = 1 // \u{202E} theme's type scale."#))
  }

  /// The escapes of each language, read back: a Swift literal's and a JSON string's value is
  /// the text, a comment and a CSS string hold no raw unsafe scalar and cannot be ended early.
  @Test func eachLanguageEscapesUnsafeScalars() throws {
    let text = "a\"b\\c\n\r\t\u{202E}\u{2028}\u{85}\u{E0001}*/é"
    #expect(
      TextEscaping.swiftStringLiteral(text)
        == #""a\"b\\c\n\r\t\u{202E}\u{2028}\u{85}\u{E0001}*/é""#)
    #expect(TextEscaping.swiftComment(text) == #"a"b\c\n\r\t\u{202E}\u{2028}\u{85}\u{E0001}* /é"#)
    #expect(TextEscaping.cssComment("x */ y /* z") == "x * / y / * z")
    #expect(TextEscaping.cssString(text) == #""a\"b\\c\a \d \9 \202e \2028 \85 \e0001 */é""#)
    #expect(TextEscaping.cssString("O'Neil", quote: "'") == #"'O\'Neil'"#)
    #expect(TextEscaping.html("<b a='1'>&\u{202E}\n") == #"&lt;b a=&#39;1&#39;&gt;&amp;\u{202E}\n"#)
    var json = ""
    TextEscaping.appendJSONString(text, to: &json)
    #expect(json == #""a\"b\\c\n\r\t\u202E\u2028\u0085\uDB40\uDC01*/é""#)
    let array = Data("[\(json)]".utf8)
    let decoded = try JSONSerialization.jsonObject(with: array) as? [String]
    #expect(decoded?.first.map { Array($0.unicodeScalars) } == Array(text.unicodeScalars))
    #expect(DiagnosticText.escaped(DiagnosticText.escaped(text)) == DiagnosticText.escaped(text))
  }
}
