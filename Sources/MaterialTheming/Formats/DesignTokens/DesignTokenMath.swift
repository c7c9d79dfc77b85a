import Foundation

/// Arithmetic in token values, as Tokens Studio writes it: `"8 * 2"`, `"10px + 20px * 3"`,
/// `"(5rem + 10rem * 2) / 2"`, `"roundTo(16 * 1.25 ^ 2)"`.
///
/// Numbers may carry one unit, the same throughout; the unit is set aside, the arithmetic done
/// on the numbers, and the unit put back (`10px + 20px * 3` = `70px`). Mixed units are not
/// evaluated (`1rem + 1px`), as in Tokens Studio (whose expressions expr-eval evaluates). Besides
/// `+ - * /` and parentheses there are `^` (power, right to left) and the functions `roundTo(x)`
/// / `roundTo(x, places)`, `round`, `floor`, `ceil`, `abs`, `sqrt`, `min` and `max`.
enum DesignTokenMath {
  /// The value and unit (`""` for none) of `text`, or `nil` when it is not such an expression.
  static func evaluate(_ text: String) -> (value: Double, unit: String)? {
    guard let (tokens, unit) = tokenize(text) else { return nil }
    var parser = Parser(tokens: tokens[...])
    guard let value = parser.sum(), parser.tokens.isEmpty, value.isFinite else { return nil }
    return (value, unit ?? "")
  }

  private enum Token: Equatable {
    case number(Double)
    case symbol(Character)
    case function(String)
  }

  private static func tokenize(_ text: String) -> ([Token], String?)? {
    var tokens: [Token] = []
    var unit: String?
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
        if !suffix.isEmpty {
          if let unit, unit != suffix { return nil }
          unit = suffix
        }
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
    return (tokens, unit)
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
        value = op == "*" ? value * rhs : value / rhs
      }
      return value
    }

    mutating func power() -> Double? {
      guard let base = unary() else { return nil }
      guard tokens.first == .symbol("^") else { return base }
      tokens.removeFirst()
      guard let exponent = power() else { return nil }
      return pow(base, exponent)
    }

    mutating func unary() -> Double? {
      if tokens.first == .symbol("-") {
        tokens.removeFirst()
        return unary().map { -$0 }
      }
      return primary()
    }

    mutating func primary() -> Double? {
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
