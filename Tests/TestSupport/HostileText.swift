/// A seeded random number generator (SplitMix64), so a property test sees the same inputs on
/// every run and a failure can be reproduced from its seed.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator started at `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Text that tries to break out of whatever it is written into: code, comments, string
/// literals, markup, terminal lines.
public enum HostileText {
  /// The pieces hostile names are made of: controls, bidi overrides and isolates, line breaks,
  /// quotes and escapes of Swift, CSS and HTML, comment delimiters, keywords, emoji and
  /// combining marks.
  public static let pieces: [String] = [
    "\u{0}", "\u{7}", "\u{8}", "\u{1B}[31m", "\u{1B}]0;pwned\u{7}", "\u{7F}", "\u{85}", "\u{9B}",
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
    "\u{2068}", "\u{2069}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{E0001}",
    "\n", "\r", "\r\n", "\t", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}",
    "\"", "'", "`", "\\", "\\(", "\"\"\"", "#", "#\"", "*/", "/*", "//", "///", "}", "{", ")",
    ";", "<", ">", "&", "</style>", "<script>", "&amp;", "$", "@", "%",
    "🎨", "👩‍👩‍👧", "e\u{301}", "\u{301}", "\u{E9}", "ß", "Ⅻ", "٣",
    "class", "func", "default", "self", "Self", "_", "let", "import", "init", "Type", "return",
    "\n}\nlet pwned = 1\n", "\"; let pwned = 1; //", "*/ pwned() /*",
    "\n<file>:1:1: error: fake", "brand", "Gold", " ", "9", "x",
  ]

  /// A name of one to eight random pieces.
  public static func name(using generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...8, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  /// Whether `scalar` may stand raw in output: anything but a control (C0, DEL, C1), format
  /// character (bidi controls, zero-width characters, the BOM, tags), line or paragraph
  /// separator; the newline only when `newline`.
  public static func isSafe(_ scalar: Unicode.Scalar, newline: Bool) -> Bool {
    if scalar == "\n" { return newline }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return false
    default: return true
    }
  }

  /// The unsafe scalars of `text` (see ``isSafe(_:newline:)``), spelled `U+XXXX`.
  public static func unsafeScalars(in text: String, newline: Bool = true) -> [String] {
    text.unicodeScalars.filter { !isSafe($0, newline: newline) }.map {
      "U+" + String($0.value, radix: 16, uppercase: true)
    }
  }
}
