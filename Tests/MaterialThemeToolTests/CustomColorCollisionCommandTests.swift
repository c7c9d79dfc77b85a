import Foundation
import MaterialThemeTool
import TestSupport
import Testing

/// Custom colors whose generated names clash (`brand gold`, `Brand Gold`, `brand-gold`) are a
/// located data error for every output that names them, instead of one of them silently
/// missing from the Swift members, the asset catalog or the CSS.
@Suite struct CustomColorCollisionCommandTests {
  /// A theme whose second custom color, on line 3, clashes with the first.
  static let clashing = """
    {"name": "Brand", "colors": {"custom": {
      "brand gold": {"color": "#E6781E"},
      "Brand Gold": {"color": "#00FF00"}}}}
    """

  /// The error line `clashing` gives, at the second color's key.
  static func expectedError(_ path: String) -> String {
    "\(path):3:3: error: custom color 'Brand Gold' has the same Swift name as custom color "
      + "'brand gold': 'customBrandGold' at /colors/custom/Brand Gold — rename one of them: a "
      + "custom color's name becomes Swift members, asset-catalog colors and CSS properties, "
      + "which must differ"
  }

  @Test(arguments: ["core", "swiftui", "uikit", "appkit", "xcassets", "css", "dtcg"])
  func everyExportRefusesTheTheme(format: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("brand.json", Self.clashing)
    let output = directory.file(format == "xcassets" ? "Brand.xcassets" : "out.\(format)")
    let result = ToolTestSupport.run(["export", path, "--to", format, "--output", output])
    #expect(result.code.rawValue == 65)
    #expect(result.err == Self.expectedError(path) + "\n")
    #expect(result.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(arguments: ["core", "swiftui", "uikit", "appkit"])
  func applyRefusesTheTheme(style: String) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("brand.json", Self.clashing)
    let output = directory.file("Brand.swift")
    let result = ToolTestSupport.run(["apply", path, "--output", output, "--style", style])
    #expect(result.code.rawValue == 65)
    #expect(result.err == Self.expectedError(path) + "\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// A clash only CSS sees (`ab` and `AB` are `customAb` and `customAB` in Swift, both
  /// `--md-custom-color-ab`), and one across an `extends` link, reported in the file that adds
  /// the second color.
  @Test func cssOnlyAndInheritedClashesAreLocated() throws {
    let directory = try TemporaryDirectory()
    let css = try directory.write(
      "css.json",
      ##"{"colors": {"custom": {"ab": {"color": "#E6781E"}, "##
        + ##""AB": {"color": "#0000FF"}}}}"##)
    let cssResult = ToolTestSupport.run(["export", css, "--to", "css"])
    #expect(cssResult.code.rawValue == 65)
    #expect(
      cssResult.err.hasPrefix(
        "\(css):1:52: error: custom color 'AB' has the same CSS property as custom color 'ab': "
          + "'--md-custom-color-ab' at /colors/custom/AB"))
    _ = try directory.write(
      "base.json", ##"{"colors": {"custom": {"brand gold": {"color": "#E6781E"}}}}"##)
    let child = try directory.write(
      "child.json",
      ##"{"extends": "base.json","## + "\n"
        + ##" "colors": {"custom": {"brand-gold": {"color": "#00F"}}}}"##)
    let childResult = ToolTestSupport.run(["export", child, "--to", "xcassets"])
    #expect(childResult.code.rawValue == 65)
    #expect(
      childResult.err.hasPrefix(
        "\(child):2:24: error: custom color 'brand-gold' has the same Swift name as custom color "
          + "'brand gold': 'customBrandGold' at /colors/custom/brand-gold"))
  }

  /// Custom colors whose generated names differ export as before: the check is on the names
  /// the outputs write.
  @Test func distinctGeneratedNamesExport() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write(
      "ok.json",
      ##"{"colors": {"custom": {"brand gold": {"color": "#E6781E"}, "brand teal": {"color": "#008080"}}}}"##
    )
    let result = ToolTestSupport.run(["export", path, "--to", "css"])
    #expect(result.code == .success)
    #expect(result.out.contains("--md-custom-color-brand-gold:"))
    #expect(result.out.contains("--md-custom-color-brand-teal:"))
  }
}
