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
  @Test(arguments: ["4 + 7rem", "2em + 20", "2em + 20px", "4em + 7rem", "E6", "red", "16px 8px"])
  func leavesWhatItDoesNotEvaluate(_ text: String) throws {
    #expect(try DesignTokenMath.checked(text) == nil)
  }

  @Test(arguments: [
    ("1 / 0", "divides by zero"), ("4px / (2 - 2)", "divides by zero"),
    ("sqrt(-1)", "is not a finite number"), ("10 ^ 400", "is not a finite number"),
    (String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40), "nests deeper"),
    (String(repeating: "-", count: 100) + "1", "nests deeper"),
    (Array(repeating: "1", count: 600).joined(separator: "+"), "longer than 1024 characters"),
    // Malformed expressions name their own problem (they have no unit to mix).
    ("max()", "the expression 'max()' calls max() with no arguments; max takes 1 or more"),
    ("roundTo()", "calls roundTo() with no arguments; roundTo takes 1 or 2"),
    ("roundTo(1, 2, 3)", "calls roundTo() with 3 arguments; roundTo takes 1 or 2"),
    ("abs(1, 2)", "calls abs() with 2 arguments; abs takes 1"),
    ("abs(-1e400)", "the number 1e400 in 'abs(-1e400)' is out of range"),
    ("4 *", "the expression '4 *' ends where a number was expected"),
    ("4 * )", "has ')' where a number was expected"),
    ("(1 + 2", "leaves a '(' open"),
    ("1 + 2)", "has ')' where an operator or the end was expected"),
    ("min(1 2)", "has the number 2 where an operator or the end was expected"),
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

  /// In a dimension token, a malformed expression is an error naming its problem, not a token
  /// skipped for "mixed units" (which `1rem + 1px` alone is).
  @Test func aMalformedDimensionIsNotCalledMixedUnits() throws {
    let text = """
      {"size": {"a": {"value": "max()", "type": "sizing"},
                "b": {"value": "abs(-1e400)", "type": "sizing"},
                "c": {"value": "1rem + 1px", "type": "sizing"}},
       "color": {"primary": {"value": "#6750A4", "type": "color"}}}
      """
    let file = try DesignTokenFile.read(bytes: Array(text.utf8), fileName: "t.json")
    #expect(file.problems.count == 2, "\(file.problems.map(\.description))")
    let empty = try #require(file.problems.first { $0.pointer == JSONPointer("/size/a/value") })
    #expect(empty.message.contains("calls max() with no arguments"), "\(empty.message)")
    #expect(empty.suggestion == "write max(x, y, …)")
    #expect(empty.position?.line == 1)
    #expect(empty.position?.column == 26)
    let huge = try #require(file.problems.first { $0.pointer == JSONPointer("/size/b/value") })
    #expect(huge.message.contains("1e400 in 'abs(-1e400)' is out of range"), "\(huge.message)")
    #expect(huge.position?.line == 2)
    #expect(!file.problems.contains { $0.description.contains("mixed units") })
    #expect(file.skipped.map(\.name) == ["size.c"])
    #expect(file.skipped.first?.reason == .unsupportedValue("math expressions with mixed units"))
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
