/// Generates brand themes in the theme file format: every section a real brand theme uses
/// (light and dark roles with high-contrast layers, a typeface with per-style changes, custom
/// shapes, component overrides), with colors and values drawn from a seeded generator.
struct BrandThemeGenerator {
  private var random: SeededGenerator

  /// Creates a generator; the same seed yields the same themes.
  init(seed: UInt64 = 7) { random = SeededGenerator(seed: seed) }

  private static let families = [
    "Source Sans 3", "Inter", "Roboto Flex", "IBM Plex Sans", "Nunito", "Work Sans", "Lato",
  ]
  private static let lightRoles = [
    "primary", "primaryVariant", "secondary", "error", "surface", "background",
  ]
  private static let onRoles = ["onPrimary", "onSecondary", "onSurface", "onBackground"]
  private static let styles = [
    "headline5", "headline6", "subtitle1", "body1", "body2", "button", "caption", "overline",
  ]

  /// The JSON text of brand theme number `index`.
  mutating func theme(_ index: Int) -> String {
    let family = Self.families[Int(random.next() % UInt64(Self.families.count))]
    var lines: [String] = []
    lines.append("{")
    lines.append("  \"$schema\": \"./theme.schema.json\",")
    lines.append("  \"format\": 1,")
    lines.append("  \"name\": \"Brand \(index)\",")
    lines.append(
      "  \"description\": \"Generated brand theme \(index) for a white-label product.\",")
    lines.append("  \"extends\": \"material-201907\",")
    lines.append("  \"colors\": {")
    lines.append("    \"light\": {\n" + roleLines(dark: false) + "\n    },")
    lines.append(
      "    \"lightHighContrast\": { \"primary\": \"\(hex(dark: true))\", "
        + "\"onSurface\": \"#000000\" },")
    lines.append("    \"dark\": {\n" + roleLines(dark: true) + "\n    },")
    lines.append(
      "    \"darkHighContrast\": { \"primary\": \"\(hex(dark: false))\", "
        + "\"surface\": \"#000000\", \"onSurface\": \"#FFFFFF\" }")
    lines.append("  },")
    lines.append("  \"typography\": {")
    lines.append("    \"defaults\": \"material-201902\",")
    lines.append("    \"fontFamily\": \"\(family)\",")
    lines.append("    \"useCurrentContentSizeCategoryWhenApplied\": true,")
    lines.append("    \"styles\": {")
    let chosen = Self.styles.filter { _ in random.next() % 2 == 0 }.prefix(4)
    let styleLines = chosen.map { style in
      let weight = [400, 500, 600, 700][Int(random.next() % 4)]
      let spacing = Double(random.next() % 150) / 100
      return "      \"\(style)\": { \"weight\": \(weight), \"letterSpacing\": \(spacing) }"
    }
    lines.append(
      (styleLines.isEmpty ? ["      \"caption\": { \"size\": 12 }"] : styleLines)
        .joined(separator: ",\n"))
    lines.append("    }")
    lines.append("  },")
    let small = 4 + random.next() % 8
    lines.append("  \"shape\": {")
    lines.append("    \"small\": { \"family\": \"rounded\", \"size\": \(small) },")
    lines.append("    \"medium\": { \"family\": \"rounded\", \"size\": \(small + 4) },")
    lines.append(
      "    \"large\": { \"family\": \"cut\", \"size\": \(small + 8), "
        + "\"bottomLeft\": { \"size\": 0 }, \"bottomRight\": { \"size\": 0 } }")
    lines.append("  },")
    lines.append("  \"components\": {")
    lines.append("    \"bottomNavigation\": {")
    lines.append("      \"variant\": \"\(random.next() % 2 == 0 ? "primary" : "surface")\",")
    lines.append(
      "      \"primary\": { \"unselectedItemTintColor\": { \"role\": \"onPrimary\", "
        + "\"alpha\": 0.74 }, \"itemTitleFont\": \"caption\" },")
    lines.append(
      "      \"surface\": { \"selectedItemTintColor\": \"primary\", "
        + "\"itemBadgeBackgroundColor\": \"\(hex(dark: true))\" }")
    lines.append("    },")
    lines.append(
      "    \"bottomDrawer\": { \"scrimColor\": { \"role\": \"onSurface\", \"alpha\": 0.32 }, "
        + "\"topCornersRadius\": { \"collapsed\": \(small + 8) } }")
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func roleLines(dark: Bool) -> String {
    var entries: [String] = []
    for role in Self.lightRoles {
      let surfaceLike = role == "surface" || role == "background"
      entries.append("      \"\(role)\": \"\(hex(dark: surfaceLike ? dark : !dark))\"")
    }
    for role in Self.onRoles {
      let onSurface = role == "onSurface" || role == "onBackground"
      entries.append("      \"\(role)\": \"\(hex(dark: onSurface ? !dark : dark))\"")
    }
    return entries.joined(separator: ",\n")
  }

  /// A random `#RRGGBB` color, dark (channels below 0x60) or light (above 0xC0).
  private mutating func hex(dark: Bool) -> String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for _ in 0..<3 {
      let channel = dark ? Int(random.next() % 0x60) : 0xC0 + Int(random.next() % 0x40)
      text.append(digits[channel >> 4])
      text.append(digits[channel & 0xF])
    }
    return text
  }

  /// A JSON array of generated themes, at least `size` bytes long.
  mutating func themeArray(atLeast size: Int) -> [UInt8] {
    var bytes: [UInt8] = Array("[\n".utf8)
    bytes.reserveCapacity(size + 4096)
    var index = 0
    while bytes.count < size {
      if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
      bytes.append(contentsOf: theme(index).utf8)
      index += 1
    }
    bytes.append(contentsOf: "]\n".utf8)
    return bytes
  }
}
