import MaterialTheming

/// ANSI escape sequences for 24-bit ("truecolor") terminals.
enum ANSI {
  /// The escape character that starts every sequence.
  static let escape = "\u{1B}"
  /// Resets every attribute.
  static let reset = "\u{1B}[0m"
  /// Turns bold on.
  static let bold = "\u{1B}[1m"
  /// Turns bold (and faint) off.
  static let normalIntensity = "\u{1B}[22m"

  /// Sets the background to `color`: `ESC[48;2;r;g;bm`.
  static func background(_ color: Color) -> String {
    let rgb = color.rgbBytes
    return "\u{1B}[48;2;\(rgb.red);\(rgb.green);\(rgb.blue)m"
  }

  /// Sets the foreground to `color`: `ESC[38;2;r;g;bm`.
  static func foreground(_ color: Color) -> String {
    let rgb = color.rgbBytes
    return "\u{1B}[38;2;\(rgb.red);\(rgb.green);\(rgb.blue)m"
  }
}
