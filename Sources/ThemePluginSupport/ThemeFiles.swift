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

  /// The lower-camel-case member name for a theme file: `high-contrast.json` → `highContrast`.
  public static func identifier(forTheme url: URL) -> String {
    let words = words(ofStem: url.deletingPathExtension().lastPathComponent)
    var result = words.enumerated().map { index, word in
      index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : capitalized(word)
    }.joined()
    if result.first?.isLetter != true { result = "theme" + capitalized(result) }
    return result
  }

  /// The generated file's name: `high-contrast.json` → `HighContrastTheme.swift`.
  public static func generatedFileName(forTheme url: URL) -> String {
    let identifier = identifier(forTheme: url)
    return capitalized(identifier) + "Theme.swift"
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }
}
