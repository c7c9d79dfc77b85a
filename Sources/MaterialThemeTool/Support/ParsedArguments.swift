import MaterialTheming

/// The shape of a subcommand's command line: which options take values, which are flags.
struct CommandSignature: Sendable {
  /// Options that take one value (`--output FILE` or `--output=FILE`); repeatable ones keep every value.
  var options: Set<String> = []
  /// Options that take no value (`--force`).
  var flags: Set<String> = []
  /// The accepted number of positional arguments.
  var positionals: ClosedRange<Int> = 0...0
}

/// A usage error: the message names what was wrong and, where possible, what was meant.
struct UsageError: Error, Sendable, CustomStringConvertible {
  /// The message, without the `error:` prefix.
  var description: String
}

/// Command-line arguments split into positionals, option values and flags.
struct ParsedArguments: Sendable {
  /// Positional arguments in order.
  var positionals: [String] = []
  /// Values of each option, in the order given.
  var values: [String: [String]] = [:]
  /// Flags that were given.
  var flags: Set<String> = []

  /// Parses `arguments` against `signature`.
  /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing value
  ///   or the wrong number of positionals.
  init(_ arguments: [String], signature: CommandSignature) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("--") || argument == "-" {
        if argument.hasPrefix("-") && argument.count > 1 && !onlyPositionals && argument != "-" {
          throw UsageError(description: "unknown option '\(argument)'")
        }
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if signature.flags.contains(name) {
        guard inlineValue == nil else {
          throw UsageError(description: "flag '--\(name)' takes no value")
        }
        flags.insert(name)
      } else if signature.options.contains(name) {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else if index < arguments.count {
          values[name, default: []].append(arguments[index])
          index += 1
        } else {
          throw UsageError(description: "option '--\(name)' needs a value")
        }
      } else {
        var message = "unknown option '--\(name)'"
        let known = signature.options.union(signature.flags)
        if let guess = MaterialTheming.Suggestion.closest(to: name, among: known) {
          message += " — did you mean '--\(guess)'?"
        }
        throw UsageError(description: message)
      }
    }
    guard signature.positionals.contains(positionals.count) else {
      let range = signature.positionals
      let expected =
        range.lowerBound == range.upperBound
        ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
      throw UsageError(
        description: "expected \(expected) argument(s), got \(positionals.count)")
    }
  }

  /// The last value of `option`, or `nil`.
  func value(_ option: String) -> String? { values[option]?.last }

  /// The value of `option` as one of `choices`, or `defaultValue` when absent.
  /// - Throws: ``UsageError`` naming the accepted choices.
  func choice<T: RawRepresentable & CaseIterable>(
    _ option: String, default defaultValue: T
  ) throws(UsageError) -> T where T.RawValue == String {
    guard let text = value(option) else { return defaultValue }
    guard let parsed = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        description: "invalid value '\(text)' for '--\(option)': expected one of \(names)")
    }
    return parsed
  }
}

extension ParsedArguments {
  /// The value of `option` as a finite number within `range`, or `defaultValue` when absent.
  /// - Throws: ``UsageError`` naming the option and the accepted range.
  func number(_ option: String, default defaultValue: Double, in range: ClosedRange<Double>)
    throws(UsageError) -> Double
  {
    guard let text = value(option) else { return defaultValue }
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      throw UsageError(
        description:
          "invalid value '\(text)' for '--\(option)': expected a number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return number
  }
}
