import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Tokens Studio math as sd-transforms evaluates it (`checkAndEvaluateMath`), bounded, with
/// located errors for what cannot be evaluated.
@Suite struct TokenMathTests {
  /// sd-transforms' own test vectors (test/spec/checkAndEvaluateMath.spec.ts) and the unit rules.
  @Test(
    arguments: [
      ("0.5 + 6 * 0.04", 0.74, ""), ("4 * 7", 28, ""), ("4px * 7px", 28, "px"),
      ("4 + 7px", 11, "px"), ("4em + 7em", 11, "em"), ("4px * 7em", 28, "em"),
      ("2pt * 4", 8, "pt"), ("roundTo(4 / 7, 1)", 0.6, ""),
      ("ceil(roundTo(16/1.2,0)/2)*2", 14, ""), ("16 / 3", 5.3333, ""),
      ("(4em + 6em) - 2em", 8, "em"), ("-(2 + 3) * 2", -10, ""), ("2 ^ 3 ^ 2", 512, ""),
      ("min(10px, 24px, 5px)", 5, "px"),
    ] as [(String, Double, String)])
  func evaluatesAsSDTransforms(_ text: String, _ value: Double, _ unit: String) throws {
    let result = try #require(try DesignTokenMath.checked(text))
    #expect(result.value == value)
    #expect(result.unit == unit)
  }

  /// Mixed units and non-expressions are left as written, as sd-transforms leaves them.
  @Test(arguments: ["4 + 7rem", "2em + 20", "2em + 20px", "4em + 7rem", "4 *", "E6", "red"])
  func leavesWhatItDoesNotEvaluate(_ text: String) throws {
    #expect(try DesignTokenMath.checked(text) == nil)
  }

  @Test(arguments: [
    ("1 / 0", "divides by zero"), ("4px / (2 - 2)", "divides by zero"),
    ("sqrt(-1)", "is not a finite number"), ("10 ^ 400", "is not a finite number"),
    (String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40), "nests deeper"),
    (String(repeating: "-", count: 100) + "1", "nests deeper"),
    (Array(repeating: "1", count: 600).joined(separator: "+"), "longer than 1024 characters"),
  ])
  func refusesWhatCannotBeEvaluated(_ text: String, _ message: String) throws {
    do {
      _ = try DesignTokenMath.checked(text)
      Issue.record("evaluated '\(text)'")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  static let studio = ##"""
    {
      "global": {
        "size": {"base": {"value": "8px", "type": "dimension"}, "double": {"value": "{size.base} * 2", "type": "dimension"}},
        "ratio": {"value": "0.5 + 6 * 0.04", "type": "number"},
        "mixed": {"value": "#FFFFFF", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5 + 6 * 0.04", "space": "srgb", "color": "#4477DD"}}}}
      },
      "other": {"x": {"value": "{size.base}", "type": "dimension"}}
    }
    """##

  @Test func valuesAndColorModifiersAreEvaluatedInAFile() throws {
    let file = try DesignTokenFile(bytes: Array(Self.studio.utf8), fileName: "studio.json")
    #expect(file.format == .tokensStudio)
    #expect(
      file.tokens["size.double"]?.value
        == .object([("value", .number(16)), ("unit", .string("px"))]))
    #expect(file.tokens["ratio"]?.value == .number(0.74))
    let mixed = try DesignTokenValues.color(try #require(file.tokens["mixed"]?.value))
    // sd-transforms: #FFFFFF mix #4477DD by "0.5 + 6 * 0.04" in srgb = #759ae6.
    #expect(mixed.hexString == "#759AE6FF")
  }

  @Test func anExpressionThatCannotBeEvaluatedIsALocatedError() throws {
    let text = """
      {
        "global": {"a": {"value": "8", "type": "number"}, "b": {"value": "{a} / (2 - 2)", "type": "number"}},
        "other": {"c": {"value": "{a}", "type": "number"},
          "d": {"value": "sqrt(-4)", "type": "number"}}
      }
      """
    let file = try DesignTokenFile.read(bytes: Array(text.utf8), fileName: "bad.json")
    #expect(file.problems.count == 2, "\(file.problems.map(\.description))")
    let division = try #require(file.problems.first { $0.message.contains("divides by zero") })
    #expect(division.file == "bad.json")
    #expect(division.position?.line == 2)
    #expect(division.pointer == JSONPointer("/global/b/value"))
    #expect(division.message.contains("'8 / (2 - 2)'"))
    let root = try #require(file.problems.first { $0.message.contains("not a finite number") })
    #expect(root.position?.line == 4)
    #expect(
      !file.problems.contains {
        $0.description.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }
      })
  }

  @Test func aModifierValueThatDividesByZeroIsAnError() throws {
    let text = ##"""
      {"global": {"c": {"value": "#FFFFFF", "type": "color",
        "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "1 / 0", "space": "srgb"}}}}},
       "other": {"d": {"value": "{c}", "type": "color"}}}
      """##
    let file = try DesignTokenFile.read(bytes: Array(text.utf8), fileName: "modify.json")
    let problem = try #require(file.problems.first)
    #expect(problem.message.contains("divides by zero"), "\(problem.message)")
  }
}
