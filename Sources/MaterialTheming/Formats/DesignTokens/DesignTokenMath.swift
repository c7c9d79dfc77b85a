import Foundation

/// Arithmetic in token values, as Tokens Studio writes it: `"8 * 2"`, `"10px + 20px * 3"`,
/// `"(5rem + 10rem * 2) / 2"`, `"roundTo(16 * 1.25 ^ 2)"`.
///
/// Numbers may carry one unit, the same throughout; the unit is set aside, the arithmetic done
/// on the numbers, and the unit put back (`10px + 20px * 3` = `70px`). Mixed units are not
/// evaluated (`1rem + 1px`), as in Tokens Studio (whose expressions expr-eval evaluates). Besides
/// `+ - * /` and parentheses there are `^` (power, right to left) and the functions `roundTo(x)`
/// / `roundTo(x, places)`, `round`, `floor`, `ceil`, `abs`, `sqrt`, `min` and `max`.
///
/// Units follow sd-transforms' `checkAndEvaluateMath`: `px` is set aside wherever it appears
/// (`4px * 7px` = `28px`, `4 + 7px` = `11px`); one other unit must be on every operand of `+`,
/// `-` and `/` (`4em + 7em` = `11em`; `4 + 7rem` is not evaluated) and is kept through `*`
/// alone (`4px * 7em` = `28em`, `2pt * 4` = `8pt`); two other units are not evaluated. Results are
/// rounded to four decimals, as sd-transforms' `toFixed(4)`.
///
/// Bounded: at most ``maximumLength`` characters and ``maximumDepth`` nested parentheses, calls,
/// powers and signs. Division by zero and results that are not finite numbers (`sqrt(-1)`,
/// `10 ^ 400`) are problems, not values.
enum DesignTokenMath {
  /// The longest expression read, in Unicode scalars.
  static let maximumLength = 1024
  /// The deepest nesting read.
  static let maximumDepth = 32

  /// The value and unit (`""` for none) of `text`, or `nil` when it is not such an expression
  /// or cannot be evaluated.
  static func evaluate(_ text: String) -> (value: Double, unit: String)? {
    (try? checked(text)) ?? nil
  }

  /// The value and unit of `text`; `nil` when it is not an expression this reads (no
  /// arithmetic, mixed units: left as written, as sd-transforms leaves them).
  /// - Throws: a problem for an expression that cannot be evaluated: too long, too deep,
  ///   division by zero, a result that is not a finite number.
  static func checked(_ text: String) throws(DesignTokenValueProblem) -> (
    value: Double, unit: String
  )? {
    let shown = DiagnosticText.escaped(String(text.prefix(80))) + (text.count > 80 ? "…" : "")
    guard text.unicodeScalars.count <= maximumLength else {
      throw DesignTokenValueProblem(
        "the expression '\(shown)' is longer than \(maximumLength) characters",
        suggestion: "split it into tokens that reference each other")
    }
    guard let (tokens, unit) = tokenize(text) else { return nil }
    var parser = Parser(tokens: tokens[...])
    let value = parser.sum()
    if let problem = parser.problem {
      switch problem {
      case .tooDeep:
        throw DesignTokenValueProblem(
          "the expression '\(shown)' nests deeper than \(maximumDepth) levels",
          suggestion: "split it into tokens that reference each other")
      case .divisionByZero:
        throw DesignTokenValueProblem(
          "the expression '\(shown)' divides by zero", suggestion: "divide by a number other than 0"
        )
      }
    }
    guard let value, parser.tokens.isEmpty else { return nil }
    guard value.isFinite else {
      throw DesignTokenValueProblem(
        "the expression '\(shown)' is not a finite number",
        suggestion: value.isNaN
          ? "check the arguments of sqrt, ^ and the other functions" : "use smaller numbers")
    }
    let rounded = abs(value) < 1e12 ? (value * 10_000).rounded() / 10_000 : value
    return (rounded == 0 ? 0 : rounded, unit ?? "")
  }

  /// What makes an expression that parses unusable.
  private enum Problem {
    case tooDeep, divisionByZero
  }

  private enum Token: Equatable {
    case number(Double)
    case symbol(Character)
    case function(String)
  }

  private static func tokenize(_ text: String) -> ([Token], String?)? {
    var tokens: [Token] = []
    var units: [String] = []  // Each number's unit, "" for none.
    var scalars = Array(text.unicodeScalars)[...]
    func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
      scalar.map { ("0"..."9").contains($0) } ?? false
    }
    while let scalar = scalars.first {
      if scalar == " " || scalar == "\t" {
        scalars.removeFirst()
      } else if "+-*/()^,".unicodeScalars.contains(scalar) {
        tokens.append(.symbol(Character(scalar)))
        scalars.removeFirst()
      } else if isDigit(scalar) || scalar == "." {
        var number = ""
        while let next = scalars.first,
          isDigit(next) || next == "."
            || (next == "e" && !number.isEmpty && isDigit(scalars.dropFirst().first))
        {
          number.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        var suffix = ""
        while let next = scalars.first, next.properties.isAlphabetic || next == "%" {
          suffix.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        guard let value = Double(number), value.isFinite else { return nil }
        units.append(suffix)
        tokens.append(.number(value))
      } else if scalar.properties.isAlphabetic {
        var name = ""
        while let next = scalars.first, next.properties.isAlphabetic {
          name.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        guard scalars.first == "(", functionNames.contains(name) else { return nil }
        tokens.append(.function(name))
      } else {
        return nil
      }
    }
    // sd-transforms' unit rules (see the type's documentation).
    let others = units.filter { !$0.isEmpty && $0 != "px" }
    guard let other = others.first else {
      return (tokens, units.contains("px") ? "px" : nil)
    }
    guard others.allSatisfy({ $0 == other }) else { return nil }
    let onlyTimes = !tokens.contains { token in
      if case .symbol(let symbol) = token { return "+-/".contains(symbol) }
      return false
    }
    guard onlyTimes || units.allSatisfy({ $0 == other }) else { return nil }
    return (tokens, other)
  }

  /// The names of the functions.
  private static let functionNames: Set<String> = [
    "roundTo", "round", "floor", "ceil", "abs", "sqrt", "min", "max",
  ]

  /// Function `name` of `arguments`, or `nil` for a wrong number of arguments.
  private static func call(_ name: String, _ arguments: [Double]) -> Double? {
    switch (name, arguments.count) {
    case ("roundTo", 1), ("round", 1): return arguments[0].rounded()
    case ("roundTo", 2):
      let scale = pow(10, arguments[1].rounded())
      return (arguments[0] * scale).rounded() / scale
    case ("floor", 1): return arguments[0].rounded(.down)
    case ("ceil", 1): return arguments[0].rounded(.up)
    case ("abs", 1): return abs(arguments[0])
    case ("sqrt", 1): return arguments[0].squareRoot()
    case ("min", _): return arguments.min()
    case ("max", _): return arguments.max()
    default: return nil
    }
  }

  /// A recursive-descent reader: sum := product (('+'|'-') product)*,
  /// product := power (('*'|'/') power)*, power := unary ('^' power)?,
  /// unary := '-' unary | primary, primary := number | '(' sum ')' | name '(' sum (',' sum)* ')'.
  private struct Parser {
    var tokens: ArraySlice<Token>
    /// Why the expression cannot be evaluated, once known (parsing then stops).
    var problem: Problem?
    /// The current nesting.
    private var depth = 0

    init(tokens: ArraySlice<Token>) { self.tokens = tokens }

    /// Enters one level of nesting; `false` (and the problem set) past the bound.
    private mutating func enter() -> Bool {
      depth += 1
      if depth > DesignTokenMath.maximumDepth { problem = .tooDeep }
      return problem == nil
    }

    mutating func sum() -> Double? {
      guard var value = product() else { return nil }
      while case .symbol(let op) = tokens.first, op == "+" || op == "-" {
        tokens.removeFirst()
        guard let rhs = product() else { return nil }
        value = op == "+" ? value + rhs : value - rhs
      }
      return value
    }

    mutating func product() -> Double? {
      guard var value = power() else { return nil }
      while case .symbol(let op) = tokens.first, op == "*" || op == "/" {
        tokens.removeFirst()
        guard let rhs = power() else { return nil }
        if op == "/" && rhs == 0 {
          problem = .divisionByZero
          return nil
        }
        value = op == "*" ? value * rhs : value / rhs
      }
      return value
    }

    mutating func power() -> Double? {
      guard let base = unary() else { return nil }
      guard tokens.first == .symbol("^") else { return base }
      tokens.removeFirst()
      guard enter() else { return nil }
      defer { depth -= 1 }
      guard let exponent = power() else { return nil }
      return pow(base, exponent)
    }

    mutating func unary() -> Double? {
      if tokens.first == .symbol("-") {
        tokens.removeFirst()
        guard enter() else { return nil }
        defer { depth -= 1 }
        return unary().map { -$0 }
      }
      return primary()
    }

    mutating func primary() -> Double? {
      guard problem == nil, enter() else { return nil }
      defer { depth -= 1 }
      switch tokens.popFirst() {
      case .number(let value): return value
      case .symbol("("):
        guard let value = sum(), tokens.popFirst() == .symbol(")") else { return nil }
        return value
      case .function(let name):
        guard tokens.popFirst() == .symbol("(") else { return nil }
        var arguments: [Double] = []
        repeat {
          guard let argument = sum() else { return nil }
          arguments.append(argument)
        } while tokens.first == .symbol(",") && tokens.popFirst() != nil
        guard tokens.popFirst() == .symbol(")") else { return nil }
        return DesignTokenMath.call(name, arguments)
      default: return nil
      }
    }
  }
}
