extension ThemeLoader {
  /// Refuses a custom color of `document` whose generated names clash with another custom
  /// color's, its own file's or one it extends (`brand gold`, `Brand Gold` and `brand-gold` are
  /// all `customBrandGold` in Swift and `--md-custom-color-brand-gold` in CSS): the Swift
  /// members, asset-catalog colors and CSS properties would otherwise hold only one of them.
  ///
  /// The error names both colors and, when `json` states it, points at the second one's key.
  /// - Throws: ``ThemeError`` of kind `invalidValue`.
  static func checkCustomColorNames(
    _ document: ThemeDocument, over base: CustomColorSet, fileName: String, chain: [String],
    json: JSONDocument?
  ) throws(ThemeError) {
    let added = document.colors.custom
    guard !added.isEmpty, added.count + base.count > 1 else { return }
    // Each generated name (Swift names and CSS properties never look alike) → its color.
    var owners: [String: String] = [:]
    func generatedNames(_ name: String) -> [String] {
      ThemeInventory.customColorNames(name).map(\.swiftName)
        + CSSWriter.customColorProperties(name)
    }
    // The base's colors were checked when it loaded; those the document states again count
    // in the document's order.
    for name in base.keys where added[name] == nil {
      for generated in generatedNames(name) { owners[generated] = name }
    }
    for name in added.keys {
      for generated in generatedNames(name) {
        guard let other = owners[generated],
          !other.unicodeScalars.elementsEqual(name.unicodeScalars)
        else {
          owners[generated] = name
          continue
        }
        let language = generated.hasPrefix("--") ? "CSS property" : "Swift name"
        let pointer = customColorPointer(name, in: json)
        throw ThemeError(
          .invalidValue, file: fileName, position: pointer.flatMap { json?.keyPosition(of: $0) },
          pointer: pointer ?? .root,
          message:
            "custom color '\(name)' has the same \(language) as custom color '\(other)': "
            + "'\(generated)'"
            + (name == other ? " (the two names differ only in Unicode normalization)" : ""),
          suggestion:
            "rename one of them: a custom color's name becomes Swift members, asset-catalog "
            + "colors and CSS properties, which must differ",
          chain: chain)
      }
    }
  }

  /// The pointer of the custom color `name` in a theme file: under `colors.custom` or
  /// `colors.extended`, whichever `json` states; `nil` when it states neither.
  private static func customColorPointer(_ name: String, in json: JSONDocument?) -> JSONPointer? {
    guard let json else { return nil }
    let colors = JSONPointer.root.appending("colors")
    return ["custom", "extended"].lazy.map { colors.appending($0).appending(name) }
      .first { json.keyPosition(of: $0) != nil }
  }
}
