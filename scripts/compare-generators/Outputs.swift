// Writes every export of a set of themes into a folder, for compare.sh to diff between two
// builds of the library: built against each build's modules, it is the same program on both
// sides. Only public API is used, so it builds against older revisions too.
//
//     outputs OUT_DIR THEME_DIR...
//
// For every `*.json` theme file of each THEME_DIR, and for themes built in code with values no
// theme file can state (1e21, negative zero, names with control characters, scaling curves),
// writes `OUT_DIR/<theme>/<format>` for every export format (a folder format as its files) and
// `OUT_DIR/<theme>/resolve-<traits>` for the four traits; a theme that fails to load writes its
// error instead.
import Foundation
import MaterialTheming

@main
enum Outputs {
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 3 else {
      FileHandle.standardError.write(Data("usage: outputs OUT_DIR THEME_DIR...\n".utf8))
      exit(64)
    }
    let output = URL(fileURLWithPath: arguments[1])
    var count = 0
    for directory in arguments.dropFirst(2) {
      let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        .filter { $0.hasSuffix(".json") && !$0.contains("schema") }.sorted()
      for file in files {
        let folder = output.appendingPathComponent(
          URL(fileURLWithPath: directory).lastPathComponent + "-" + file)
        do {
          let theme = try ThemeLoader().load(contentsOf: directory + "/" + file)
          count += try write(theme, sourceName: file, to: folder)
        } catch {
          try write("\(error)", to: folder.appendingPathComponent("error"))
        }
      }
    }
    for (name, theme) in codeThemes() {
      count += try write(theme, sourceName: name, to: output.appendingPathComponent("code-" + name))
    }
    print("\(count) outputs")
  }

  /// Writes every output of `theme`; returns how many.
  static func write(_ theme: Theme, sourceName: String, to folder: URL) throws -> Int {
    var count = 0
    for traits in ColorTraits.all {
      let json = ResolvedThemeJSON.make(theme, traits: traits).serialized()
      try write(json, to: folder.appendingPathComponent("resolve-\(traits)"))
      count += 1
    }
    for format in ExportFormat.allCases {
      let options = ExportOptions(sourceName: sourceName)
      let text =
        format.text(theme, options: options)
        ?? format.files(theme, options: options).map { $0.path + "\n" + $0.contents }
        .joined(separator: "\n")
      try write(text, to: folder.appendingPathComponent(format.rawValue))
      count += 1
    }
    return count
  }

  static func write(_ text: String, to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Themes built in code: values beyond what theme files may state.
  static func codeThemes() -> [(String, Theme)] {
    let names = [
      "Zürich", "quote \" back \\ tab \t", "new\nline", "bidi \u{202E}rtl", "\u{7F}\u{1}",
      "🎨 emoji", "e\u{301}", "",
    ]
    let numbers: [Double] = [
      0.04, 1e-7, -0.0, 1e21, 1e15, 1e15 + 0.5, -1e-7, 0.1 + 0.2, 123_456.789, .pi, 1e300,
      -1e21, 4_503_599_627_370_495.5, .leastNonzeroMagnitude, 1e-5, 0.000999,
    ]
    let families = ["Zürich Grotesk", "Quote \"Sans\"", "Back\\slash", "line\nbreak", "\u{7F}x"]
    var themes: [(String, Theme)] = []
    for (index, number) in numbers.enumerated() {
      var theme = Theme(builtIn: ColorSchemeDefaults.allCases[index % 3])
      theme.name = names[index % names.count]
      for (offset, style) in TextStyle.allCases.enumerated() {
        var font = theme.typography[style]
        switch (index + offset) % 4 {
        case 0: font.letterSpacing = number
        case 1: font.size = abs(number) + 1
        case 2: font.family = families[(index + offset) % families.count]
        default:
          font.scalingCurve = ScalingCurve(sizes: (0..<12).map { Double($0) * number + 1 })
        }
        theme.typography[style] = font
      }
      let corner = CornerTreatment(family: index % 2 == 0 ? .cut : .rounded, size: abs(number))
      theme.shape = ShapeScheme(
        small: ShapeCategory(family: .rounded, size: number),
        medium: ShapeCategory(
          topLeft: corner, topRight: .sharp, bottomLeft: corner,
          bottomRight: CornerTreatment(family: .cut, size: 1e21)),
        large: ShapeCategory(family: .cut, size: 1000))
      var navigation = BottomNavigationOverrides()
      navigation.elevation = abs(number)
      navigation.itemsContentVerticalMargin = number
      theme.components.bottomNavigationPrimary = navigation
      var drawer = BottomDrawerOverrides()
      drawer.collapsedCornerRadius = number
      drawer.fullScreenCornerRadius = 1e21
      theme.components.bottomDrawer = drawer
      theme.components.bottomNavigationVariant = BottomNavigationVariant.allCases[index % 3]
      themes.append(("number-\(index)", theme))
    }
    return themes
  }
}
