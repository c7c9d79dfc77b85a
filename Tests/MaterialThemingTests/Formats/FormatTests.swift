import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// `ImportFormat` tells the formats apart and reads each; `ExportFormat` writes each.
@Suite struct FormatTests {
  @Test func detectionAndReadingAgreeWithTheLoader() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("ocean.json"))
    let inputs: [(ImportFormat, [UInt8])] = [
      (.theme, Array(try Data(contentsOf: URL(fileURLWithPath: Repository.theme("ocean.json"))))),
      (.themeBuilder, try InteropFixtures.bytes("material-theme-blue.json")),
      (.designTokens, Array(DesignTokenWriter.text(theme).utf8)),
      (
        .legacyTokens,
        Array(##"{"color": {"primary": {"value": "#00639B", "type": "color"}}}"##.utf8)
      ),
      (
        .tokensStudio,
        Array(
          ##"{"core": {"blue": {"value": "#00639B", "type": "color"}}, "light": {"primary": {"value": "{blue}", "type": "color"}}, "$metadata": {"tokenSetOrder": ["core", "light"]}}"##
            .utf8)
      ),
      (
        .figmaVariables,
        Array(
          ##"{"status": 200, "error": false, "meta": {"variableCollections": {"c": {"id": "c", "name": "M3", "modes": [{"modeId": "1", "name": "Light"}], "defaultModeId": "1", "variableIds": ["v"]}}, "variables": {"v": {"id": "v", "name": "sys/primary", "variableCollectionId": "c", "resolvedType": "COLOR", "valuesByMode": {"1": {"r": 0, "g": 0.388, "b": 0.608, "a": 1}}}}}}"##
            .utf8)
      ),
      (
        .dtcgResolver,
        Array(
          ##"{"version": "2025.10", "sets": {"s": {"sources": [{"color": {"primary": {"$type": "color", "$value": "#00639B"}}}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
            .utf8)
      ),
    ]
    #expect(inputs.map(\.0) == ImportFormat.allCases)
    for (format, bytes) in inputs {
      #expect(try ImportFormat.detect(bytes: bytes, fileName: "input.json") == format)
      let document = try format.document(bytes: bytes, fileName: "input.json")
      #expect(try ThemeLoader().document(bytes: bytes, fileName: "input.json") == document)
    }
    #expect(
      ImportFormat.importable == [
        .themeBuilder, .designTokens, .legacyTokens, .tokensStudio, .figmaVariables, .dtcgResolver,
      ])
  }

  @Test func readingInTheWrongFormatFailsWithALocatedError() throws {
    let bytes = try InteropFixtures.bytes("material-theme-blue.json")
    #expect(throws: ThemeError.self) {
      try ImportFormat.theme.document(bytes: bytes, fileName: "blue.json")
    }
  }

  @Test func exportFormatsWriteWhatTheirWritersWrite() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("forest.json"))
    #expect(ExportFormat.dtcg.text(theme) == DesignTokenWriter.text(theme))
    #expect(
      ExportFormat.uikit.text(
        theme, options: ExportOptions(identifier: "woods", sourceName: "forest.json"))
        == SwiftWriter(
          theme: theme, identifier: "woods", sourceName: "forest.json", style: .uikit
        ).text())
    #expect(ExportFormat.css.text(theme) == CSSWriter.stylesheet(theme))
    let options = ExportOptions(identifier: "woods", sourceName: "forest.json")
    let swift = ExportFormat.core.text(theme, options: options)
    #expect(
      swift
        == SwiftWriter(theme: theme, identifier: "woods", sourceName: "forest.json")
        .text())
    #expect(
      ExportFormat.core.text(theme)?.contains(
        "static let \(SwiftWriter.identifier(forName: theme.name)) =") == true)
    #expect(
      Set(ExportFormat.allCases.map(\.summary)).count == ExportFormat.allCases.count)
    // A folder format has no single text; its files are the asset catalog's.
    #expect(ExportFormat.xcassets.text(theme) == nil)
    let catalog = AssetCatalogWriter(theme: theme, identifier: "forest").files()
    let files = ExportFormat.xcassets.files(theme, options: ExportOptions(identifier: "forest"))
    #expect(files.map(\.path) == catalog.map(\.path))
    #expect(files.map(\.contents) == catalog.map(\.contents))
  }
}
