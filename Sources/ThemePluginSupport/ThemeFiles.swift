import Foundation

/// Finds theme files and names the files generated from them; shared by the plugins.
public enum ThemeFiles {
  /// The `*.json` files directly inside `directory`, sorted, without JSON Schemas
  /// (`*.schema.json`) and design-token files (`*.tokens.json`, which themes reference).
  public static func themes(inDirectory directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter {
      $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json")
        && !$0.hasSuffix(GenerationPlan.tokenFileSuffix)
    }.sorted().map { directory.appendingPathComponent($0) }
  }

  /// The words of a file stem: `high-contrast_dark` → `["high", "contrast", "dark"]`.
  static func words(ofStem stem: String) -> [String] {
    stem.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
  }

  /// The lower-camel-case member name for a theme file: `high-contrast.json` → `highContrast`;
  /// `theme` goes before a name that would not start with a letter or would be a Swift keyword
  /// (`class.json` → `themeClass`), so the tool always accepts it as `--name`.
  public static func identifier(forTheme url: URL) -> String {
    let words = words(ofStem: url.deletingPathExtension().lastPathComponent)
    var result = words.enumerated().map { index, word in
      index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : capitalized(word)
    }.joined()
    if result.first?.isLetter != true || keywords.contains(result) {
      result = "theme" + capitalized(result)
    }
    return result
  }

  /// The words no generated member may be named: the tool's own list (`SwiftWriter.keywords`,
  /// which the plugins cannot link; a test keeps the two equal).
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout",
    "let", "operator", "protocol", "static", "struct", "subscript", "typealias", "var", "break",
    "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "self", "Self", "super", "throw", "throws", "true", "try", "public", "private", "internal",
    "fileprivate", "rethrows", "precedencegroup", "Any", "_", "Type", "Protocol",
  ]

  /// Refuses theme files whose generated files would be one file: the same name, or names
  /// differing only in case (one file on macOS), as `high-contrast.json` and `High Contrast.json`
  /// or `Ocean.json` and `ocean.json` are.
  /// - Throws: ``PluginFailure`` naming both themes and the file they would share.
  public static func checkDistinctOutputs(
    _ themes: [URL], named name: (URL) -> String = generatedFileName(forTheme:)
  ) throws {
    var seen: [String: URL] = [:]
    for theme in themes {
      let output = name(theme)
      if let first = seen[output.lowercased()] {
        throw PluginFailure(
          "\(theme.path):1:1: error: '\(theme.lastPathComponent)' and '\(first.lastPathComponent)' "
            + "would both generate \(output) — rename one of them")
      }
      seen[output.lowercased()] = theme
    }
  }

  /// The generated file's name: `high-contrast.json` → `HighContrastTheme.swift`.
  public static func generatedFileName(forTheme url: URL) -> String {
    generatedFileName(forIdentifier: identifier(forTheme: url))
  }

  /// The generated file's name for a member name: `highContrast` → `HighContrastTheme.swift`.
  public static func generatedFileName(forIdentifier identifier: String) -> String {
    capitalized(identifier) + "Theme.swift"
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}
