/// Mode names as token files write them — Figma modes, Tokens Studio themes and sets, groups
/// in a token path: `light`, `Dark`, `Light High Contrast`, `dark-medium-contrast`,
/// `darkMode`, `light-hc` — and the Material 3 scheme slot each stands for.
enum DesignTokenModeName {
  /// `text` reduced to lowercase letters and digits: `Light High-Contrast` → `lighthighcontrast`.
  static func key(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.filter {
        $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }.map(Character.init))
  }

  /// The words of `text`, lowercased: split at anything but letters and digits and where a
  /// lowercase letter meets an uppercase one (`darkHighContrast` → `dark`, `high`, `contrast`).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in text {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousIsLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The words a mode name may carry besides its appearance and contrast.
  private static let fillers: Set<String> = ["mode", "theme", "scheme", "color", "colors"]

  /// The slot `text` names, or `nil` when it names no light or dark mode (`Brand A`,
  /// `dark-dimmed`, `light-colorblind`, `highlight`).
  static func slot(_ text: String) -> Material3SchemeSlot? {
    let words = words(text).filter { !fillers.contains($0) }
    let appearances = words.filter { $0 == "light" || $0 == "dark" }
    guard appearances.count == 1 else { return nil }
    let appearance: Appearance = appearances[0] == "light" ? .light : .dark
    guard let contrast = contrast(words.filter { $0 != appearances[0] }.joined()) else {
      return nil
    }
    return Material3SchemeSlot(appearance: appearance, contrast: contrast)
  }

  /// The contrast level leftover words name: none or `standard` for standard,
  /// `highcontrast` / `hc` / `high` / `ax` (Apple's accessibility suffix, `dark_ax`) for high, `mediumcontrast` / `mc` / `medium` for medium.
  static func contrast(_ key: String) -> Material3Contrast? {
    switch key {
    case "", "standard", "default", "normal", "standardcontrast", "contrastdefault",
      "normalcontrast", "contraststandard":
      return .standard
    case "highcontrast", "contrasthigh", "hc", "high", "increasedcontrast", "morecontrast", "ax",
      "more", "increased":
      return .high
    case "mediumcontrast", "contrastmedium", "mc", "medium":
      return .medium
    default:
      return nil
    }
  }
}
