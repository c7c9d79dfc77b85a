import Foundation
import Testing

@testable import MaterialTheming

/// Loading and resolving themes from many tasks at once gives what one task alone gives.
///
/// Run under ThreadSanitizer by `.ci/sanitize`; the loader shares nothing mutable, and each
/// json-c document belongs to the task that parsed it.
@Suite struct ConcurrentResolutionTests {
  /// The issue asks for at least 8 concurrent tasks …
  static let taskCount = 8
  /// … each doing at least 1 000 resolutions.
  static let resolutionsPerTask = 1_000

  /// A theme that exercises every section, so all decoders and resolvers run concurrently.
  static let richTheme = """
    {
      "name": "Concurrent",
      "extends": "material-201907",
      "colors": {
        "light": {"primary": "#00695C", "secondary": "#FFB300"},
        "dark": {"primary": "#4DB6AC"},
        "darkHighContrast": {"surface": "#000000"},
        "elevationOverlayEnabledForDarkMode": true
      },
      "typography": {
        "defaults": "material-201902",
        "fontFamily": "Inter",
        "styles": {"caption": {"size": 13, "weight": "medium", "letterSpacing": 0.3}}
      },
      "shape": {"small": {"family": "cut", "size": 4}, "large": {"size": 16}},
      "components": {
        "bottomNavigation": {
          "variant": "surface",
          "surface": {"selectedItemTintColor": {"role": "primary", "alpha": 0.87}}
        },
        "bottomDrawer": {"scrimColor": {"role": "onSurface", "alpha": 0.32}}
      }
    }
    """

  /// The inputs: every theme in `Themes/` and the rich theme above, as (name, bytes).
  static func inputs() throws -> [(String, [UInt8])] {
    var themes = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { themes.deleteLastPathComponent() }
    themes.appendPathComponent("Themes")
    let files = try FileManager.default.contentsOfDirectory(atPath: themes.path)
      .filter { $0.hasSuffix(".json") && $0 != "theme.schema.json" }.sorted()
    var result = try files.map { name in
      (themes.path + "/" + name, try [UInt8](Data(contentsOf: themes.appendingPathComponent(name))))
    }
    result.append(("concurrent.json", Array(richTheme.utf8)))
    return result
  }

  /// What one resolution produces: every trait's container scheme and output JSON.
  struct Resolution: Equatable {
    var schemes: [ContainerScheme]
    var json: [String]
  }

  /// One resolution: load from bytes, then every trait's container scheme and output JSON.
  static func resolve(_ input: (String, [UInt8])) throws -> Resolution {
    let theme = try ThemeLoader().load(bytes: input.1, fileName: input.0)
    return Resolution(
      schemes: ColorTraits.all.map { theme.containerScheme(for: $0) },
      json: ColorTraits.all.map { ResolvedThemeJSON.make(theme, traits: $0).serialized() })
  }

  @Test func manyTasksResolveLikeOne() async throws {
    let inputs = try Self.inputs()
    #expect(inputs.count >= 2)
    let expected = try inputs.map(Self.resolve)
    let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<Self.taskCount {
        group.addTask {
          var mismatches = 0
          for round in 0..<Self.resolutionsPerTask {
            // Tasks start at different themes so different documents are parsed at once.
            let index = (task + round) % inputs.count
            if try Self.resolve(inputs[index]) != expected[index] { mismatches += 1 }
          }
          return mismatches
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }

  @Test func concurrentFailuresReportTheSameError() async throws {
    let bytes = Array("{\n  \"colors\": {\"light\": {\"primay\": \"#6200EE\"}}\n}\n".utf8)
    func failure() -> ThemeError? {
      do {
        _ = try ThemeLoader().load(bytes: bytes, fileName: "typo.json")
        return nil
      } catch {
        return error
      }
    }
    let expected = try #require(failure())
    #expect(expected.position?.line == 2)
    #expect(expected.position?.column == 24)
    let errors = await withTaskGroup(of: [ThemeError?].self) { group in
      for _ in 0..<Self.taskCount {
        group.addTask { (0..<Self.resolutionsPerTask).map { _ in failure() } }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    #expect(errors.count == Self.taskCount * Self.resolutionsPerTask)
    #expect(errors.allSatisfy { $0 == expected })
  }
}
