/// Arithmetic in token values, as Tokens Studio writes it: `"8 * 2"`, `"10px + 20px * 3"`,
/// `"(5rem + 10rem * 2) / 2"`.
///
/// Numbers may carry one unit, the same throughout; the unit is set aside, the arithmetic done
/// on the numbers, and the unit put back (`10px + 20px * 3` = `70px`). Mixed units are not
/// evaluated (`1rem + 1px`), as in Tokens Studio.
enum DesignTokenMath {
  /// The value and unit (`""` for none) of `text`, or `nil` when it is not such an expression.
  static func evaluate(_ text: String) -> (value: Double, unit: String)? {
    var tokens: [Token] = []
    var unit: String?
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.first {
      if scalar == " " || scalar == "\t" {
        scalars.removeFirst()
      } else if "+-*/()".unicodeScalars.contains(scalar) {
        tokens.append(.operator(Character(scalar)))
        scalars.removeFirst()
      } else if scalar.properties.numericType != nil || scalar == "." {
        var number = ""
        while let next = scalars.first,
          next.properties.numericType != nil || next == "."
            || next == "e" && number.count > 0
              && scalars.dropFirst().first.map({ $0.properties.numericType != nil }) == true
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
      } else {
        return nil
      }
    }
    var parser = Parser(tokens: tokens[...])
    guard let value = parser.sum(), parser.tokens.isEmpty, value.isFinite else { return nil }
    return (value, unit ?? "")
  }

  private enum Token {
    case number(Double)
    case `operator`(Character)
  }

  /// A recursive-descent reader: sum := product (('+'|'-') product)*,
  /// product := factor (('*'|'/') factor)*, factor := number | '-' factor | '(' sum ')'.
  private struct Parser {
    var tokens: ArraySlice<Token>

    mutating func sum() -> Double? {
      guard var value = product() else { return nil }
      while case .operator(let op) = tokens.first, op == "+" || op == "-" {
        tokens.removeFirst()
        guard let rhs = product() else { return nil }
        value = op == "+" ? value + rhs : value - rhs
      }
      return value
    }

    mutating func product() -> Double? {
      guard var value = factor() else { return nil }
      while case .operator(let op) = tokens.first, op == "*" || op == "/" {
        tokens.removeFirst()
        guard let rhs = factor() else { return nil }
        value = op == "*" ? value * rhs : value / rhs
      }
      return value
    }

    mutating func factor() -> Double? {
      guard let token = tokens.popFirst() else { return nil }
      switch token {
      case .number(let value): return value
      case .operator("-"): return factor().map { -$0 }
      case .operator("("):
        guard let value = sum(), case .operator(")") = tokens.popFirst() else { return nil }
        return value
      default: return nil
      }
    }
  }
}
