/// An error raised when a string is not one of the supported hex color notations.
public struct ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text that failed to parse.
  public var text: String

  /// A sentence naming the text and the notations that are accepted.
  public var description: String {
    "invalid color '\(text)': expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
  }
}

extension Color {
  /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
  ///
  /// Short forms repeat each digit (`#F0A` is `#FF00AA`). A missing alpha is opaque.
  /// - Throws: ``ColorParseError`` for anything else.
  public init(hex text: String) throws(ColorParseError) {
    guard let parsed = Color.parseHex(text.utf8) else { throw ColorParseError(text: text) }
    self = parsed
  }

  /// Parses a hex color from UTF-8 bytes, or returns `nil`; the allocation-free core of `init(hex:)`.
  ///
  /// Inlinable so that the loader's byte slices get a specialized copy across the module boundary.
  @inlinable
  package static func parseHex<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Color? {
    guard bytes.first == UInt8(ascii: "#") else { return nil }
    var digits: UInt64 = 0
    var count = 0
    for byte in bytes.dropFirst() {
      guard let value = hexValue(byte), count < 8 else { return nil }
      digits = digits << 4 | UInt64(value)
      count += 1
    }
    switch count {
    case 3, 4:
      var expanded: UInt64 = 0
      for shift in stride(from: (count - 1) * 4, through: 0, by: -4) {
        let nibble = (digits >> UInt64(shift)) & 0xF
        expanded = expanded << 8 | nibble << 4 | nibble
      }
      return count == 3 ? Color(rgb: UInt32(expanded)) : Color(rgba: UInt32(expanded))
    case 6: return Color(rgb: UInt32(digits))
    case 8: return Color(rgba: UInt32(digits))
    default: return nil
    }
  }

  /// Creates a color from a `0xRRGGBBAA` integer, with the Display P3 value it stands in for
  /// when it was authored outside sRGB.
  public init(rgba: UInt32, displayP3: DisplayP3? = nil) {
    self.init(
      red: Double(rgba >> 24) / 255,
      green: Double((rgba >> 16) & 0xFF) / 255,
      blue: Double((rgba >> 8) & 0xFF) / 255,
      alpha: Double(rgba & 0xFF) / 255,
      displayP3: displayP3)
  }

  /// The color as `#RRGGBBAA` in uppercase, alpha = `round(alpha × 255)`.
  public var hexString: String { hex() }

  /// The color as `#RRGGBB` in uppercase, ignoring alpha.
  public var opaqueHexString: String { hex(alpha: false) }

  /// The color as hex digits after a `#`: `#RRGGBBAA`, or `#RRGGBB` without `alpha`, each
  /// channel rounded to 8 bits; digits in upper case unless `lowercase`. Every hex spelling of a
  /// color the package writes comes from here.
  package func hex(alpha: Bool = true, lowercase: Bool = false) -> String {
    let digits = lowercase ? Self.lowercaseDigits : Self.uppercaseDigits
    // At most nine ASCII characters: a small string, built without allocating.
    var text = "#"
    func append(_ channel: Double) {
      let byte = Int(Self.byte(channel))
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    append(red)
    append(green)
    append(blue)
    if alpha { append(self.alpha) }
    return text
  }

  /// The hex digits, in upper and in lower case.
  private static let uppercaseDigits = Array("0123456789ABCDEF")
  private static let lowercaseDigits = Array("0123456789abcdef")

  @usableFromInline
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
