import MaterialTheming

extension Color {
  /// The color as CSS/SVG writes it: `#RRGGBB` when opaque, else `#RRGGBBAA`.
  var cssHex: String { hex(alpha: !isOpaque) }

  /// The 8-bit red, green and blue channels, for ANSI truecolor escapes.
  var rgbBytes: (red: Int, green: Int, blue: Int) {
    let argb = self.argb
    return (Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF))
  }
}
