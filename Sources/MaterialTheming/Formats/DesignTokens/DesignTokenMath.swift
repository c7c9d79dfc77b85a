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
/// powers and signs. A malformed expression is a problem naming what is wrong — a function
/// given the wrong number of arguments (`max()`, `roundTo()`), a number out of range
/// (`abs(-1e400)`), an operator without its operand (`4 *`), a `(` left open — as are division
/// by zero and results that are not finite numbers (`sqrt(-1)`, `10 ^ 400`).
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

  /// What reading an expression gives when it throws no problem.
  enum Evaluation: Equatable {
    /// The value and its unit (`""` for none).
    case value(Double, unit: String)
    /// The text is no expression this reads (a word, a character that is no operator, a
    /// function that is not one of Tokens Studio's, numbers side by side): left as written.
    case notAnExpression
    /// An expression whose units are mixed (`1rem + 1px`): left as written, as sd-transforms
    /// leaves it.
    case mixedUnits
  }

  /// The value and unit of `text`; `nil` when it is not an expression this reads (no
  /// arithmetic, mixed units: left as written, as sd-transforms leaves them).
  /// - Throws: a problem for an expression that cannot be evaluated, naming why: too long, too
  ///   deep, a number out of range, a function given the wrong number of arguments, an operator
  ///   without its operand or a parenthesis left open, division by zero, a result that is not a
  ///   finite number.
  static func checked(_ text: String) throws(DesignTokenValueProblem) -> (
    value: Double, unit: String
  )? {
    guard case .value(let value, let unit) = try evaluation(text) else { return nil }
    return (value, unit)
  }

  /// What `text` is as an expression: its value, or why it is left as written.
  /// - Throws: a problem for an expression that cannot be evaluated (see ``checked(_:)``).
  static func evaluation(_ text: String) throws(DesignTokenValueProblem) -> Evaluation {
    let shown = DiagnosticText.escaped(String(text.prefix(80))) + (text.count > 80 ? "…" : "")
    guard text.unicodeScalars.count <= maximumLength else {
      throw DesignTokenValueProblem(
        "the expression '\(shown)' is longer than \(maximumLength) characters",
        suggestion: "split it into tokens that reference each other")
    }
    let tokens: [Token]
    let unit: String?
    switch tokenize(text) {
    case .notAnExpression: return .notAnExpression
    case .mixedUnits: return .mixedUnits
    case .outOfRange(let number):
      throw DesignTokenValueProblem(
        "the number \(DiagnosticText.escaped(number)) in '\(shown)' is out of range: expected "
          + "a magnitude below 1.8e308",
        suggestion: "use smaller numbers")
    case .tokens(let read, let readUnit):
      tokens = read
      unit = readUnit
    }
    var parser = Parser(tokens: tokens[...])
    let value = parser.sum()
    if parser.problem == nil, value != nil, let next = parser.tokens.first {
      switch next {
      case .number, .function, .symbol("("):
        // Numbers side by side (`16px 8px`): a multi-value, not one expression.
        return .notAnExpression
      default: parser.problem = .unexpected(next)
      }
    }
    if let problem = parser.problem {
      throw Self.problem(problem, in: shown)
    }
    guard let value else { return .notAnExpression }
    guard value.isFinite else {
      throw DesignTokenValueProblem(
        "the expression '\(shown)' is not a finite number",
        suggestion: value.isNaN
          ? "check the arguments of sqrt, ^ and the other functions" : "use smaller numbers")
    }
    let rounded = abs(value) < 1e12 ? (value * 10_000).rounded() / 10_000 : value
    return .value(rounded == 0 ? 0 : rounded, unit: unit ?? "")
  }

  /// The message and fix for `problem` in the expression `shown` (already escaped).
  private static func problem(_ problem: Problem, in shown: String) -> DesignTokenValueProblem {
    let expression = "the expression '\(shown)'"
    switch problem {
    case .tooDeep:
      return DesignTokenValueProblem(
        "\(expression) nests deeper than \(maximumDepth) levels",
        suggestion: "split it into tokens that reference each other")
    case .divisionByZero:
      return DesignTokenValueProblem(
        "\(expression) divides by zero", suggestion: "divide by a number other than 0")
    case .argumentCount(let name, let count):
      let given =
        count == 0 ? "no arguments" : "\(count) argument" + (count == 1 ? "" : "s")
      let (takes, form) = arity(name)
      return DesignTokenValueProblem(
        "\(expression) calls \(name)() with \(given); \(name) takes \(takes)",
        suggestion: "write \(form)")
    case .expected(let found):
      return DesignTokenValueProblem(
        found.map { "\(expression) has \(describe($0)) where a number was expected" }
          ?? "\(expression) ends where a number was expected",
        suggestion: "give each operator and function a number, '(' or function after it")
    case .unclosed:
      return DesignTokenValueProblem(
        "\(expression) leaves a '(' open", suggestion: "close each '(' with a ')'")
    case .unexpected(let found):
      let fix =
        switch found {
        case .symbol(")"): "remove the ')' or add the '(' it closes"
        case .symbol(","): "use ',' only between a function's arguments"
        default: "put an operator between the two"
        }
      return DesignTokenValueProblem(
        "\(expression) has \(describe(found)) where an operator or the end was expected",
        suggestion: fix)
    }
  }

  /// How many arguments function `name` takes, and its written form.
  private static func arity(_ name: String) -> (takes: String, form: String) {
    switch name {
    case "roundTo": ("1 or 2", "roundTo(x) or roundTo(x, places)")
    case "min", "max": ("1 or more", "\(name)(x, y, …)")
    default: ("1", "\(name)(x)")
    }
  }

  /// A token as a message names it.
  private static func describe(_ token: Token) -> String {
    switch token {
    case .number(let value): "the number \(NumberText.decimal(value))"
    case .symbol(let symbol): "'\(symbol)'"
    case .function(let name): "\(name)()"
    }
  }

  /// What makes an expression that parses unusable.
  private enum Problem {
    case tooDeep, divisionByZero
    /// A function called with a number of arguments it does not take.
    case argumentCount(String, Int)
    /// An operand is missing: the token found instead, `nil` at the end.
    case expected(Token?)
    /// A `(` is never closed.
    case unclosed
    /// A token after a complete expression that cannot follow it (`)` or `,`).
    case unexpected(Token)
  }

  /// What the scanner makes of a text.
  private enum Tokenized {
    case tokens([Token], unit: String?)
    case notAnExpression
    case mixedUnits
    /// A number too large for a `Double`, as written.
    case outOfRange(String)
  }

  private enum Token: Equatable {
    case number(Double)
    case symbol(Character)
    case function(String)
  }

  private static func tokenize(_ text: String) -> Tokenized {
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
        guard let value = Double(number) else { return .notAnExpression }
        guard value.isFinite else { return .outOfRange(number) }
        units.append(suffix)
        tokens.append(.number(value))
      } else if scalar.properties.isAlphabetic {
        var name = ""
        while let next = scalars.first, next.properties.isAlphabetic {
          name.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        guard scalars.first == "(", functionNames.contains(name) else {
          return .notAnExpression
        }
        tokens.append(.function(name))
      } else {
        return .notAnExpression
      }
    }
    // sd-transforms' unit rules (see the type's documentation).
    let others = units.filter { !$0.isEmpty && $0 != "px" }
    guard let other = others.first else {
      return .tokens(tokens, unit: units.contains("px") ? "px" : nil)
    }
    guard others.allSatisfy({ $0 == other }) else { return .mixedUnits }
    let onlyTimes = !tokens.contains { token in
      if case .symbol(let symbol) = token { return "+-/".contains(symbol) }
      return false
    }
    guard onlyTimes || units.allSatisfy({ $0 == other }) else { return .mixedUnits }
    return .tokens(tokens, unit: other)
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
      let token = tokens.popFirst()
      switch token {
      case .number(let value): return value
      case .symbol("("):
        guard let value = sum() else { return nil }
        return close() ? value : nil
      case .function(let name):
        tokens.removeFirst()  // The tokenizer puts '(' after every name.
        var arguments: [Double] = []
        if tokens.first != .symbol(")") {
          repeat {
            guard let argument = sum() else { return nil }
            arguments.append(argument)
          } while tokens.first == .symbol(",") && tokens.popFirst() != nil
        }
        guard close() else { return nil }
        guard let result = DesignTokenMath.call(name, arguments) else {
          problem = .argumentCount(name, arguments.count)
          return nil
        }
        return result
      default:
        problem = .expected(token)
        return nil
      }
    }

    /// Reads the `)` that closes a parenthesis or call; `false` (and the problem set) without it.
    private mutating func close() -> Bool {
      switch tokens.first {
      case .symbol(")"):
        tokens.removeFirst()
        return true
      case nil: problem = .unclosed
      case let found?: problem = .unexpected(found)
      }
      return false
    }
  }
}
