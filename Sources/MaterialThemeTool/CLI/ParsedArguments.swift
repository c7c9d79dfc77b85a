import MaterialTheming

/// A usage error: the message names what was wrong and, where possible, what was meant.
struct UsageError: Error, Sendable, CustomStringConvertible {
  /// The message, a sentence without the `Error:` prefix.
  var description: String
}

/// A command line validated against a ``CommandSpec``: positionals, option values and flags.
///
/// Validation happens in ``init(_:spec:)``, so the accessors only read: a choice has been
/// checked against its list, a number against its range, required options are present.
struct ParsedArguments: Sendable {
  /// The declaration the arguments were validated against.
  let spec: CommandSpec
  /// Positional arguments in order.
  private(set) var positionals: [String] = []
  /// Values of each option, in the order given.
  private(set) var values: [String: [String]] = [:]
  /// Flags that were given.
  private(set) var flags: Set<String> = []

  /// Parses and validates `arguments` against `spec`.
  /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing or invalid
  ///   value, a missing required option or the wrong number of positionals.
  init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    self.spec = spec
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let (option, inlineValue) = try Self.option(for: argument, in: spec)
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(description: "The flag '--\(option.name)' does not take a value.")
        }
        flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(description: "Missing value for '\(option.synopsis)'.")
      }
      try Self.validate(value, for: option)
      values[option.name, default: []].append(value)
    }
    for option in spec.options where option.isRequired && values[option.name] == nil {
      throw UsageError(description: "Missing expected argument '\(option.synopsis)'.")
    }
    try checkPositionalCount()
  }

  /// The declared option `argument` names (`--name`, `--name=value`, `-x`), with its inline value.
  private static func option(for argument: String, in spec: CommandSpec) throws(UsageError)
    -> (OptionSpec, String?)
  {
    if argument.hasPrefix("--") {
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if let option = spec.option(named: name) { return (option, inlineValue) }
      var message = "Unknown option '--\(DiagnosticText.escaped(name))'."
      if let guess = Suggestion.closest(to: name, among: spec.options.map(\.name)) {
        message += " Did you mean '--\(guess)'?"
      }
      throw UsageError(description: message)
    }
    let letters = Array(argument.dropFirst())
    if letters.count == 1, let option = spec.option(short: letters[0]) {
      return (option, nil)
    }
    throw UsageError(description: "Unknown option '\(DiagnosticText.escaped(argument))'.")
  }

  /// Checks `value` against the option's kind: a listed choice, a number in range, a path that
  /// is not empty, a `KEY=VALUE` pair with both sides.
  private static func validate(_ value: String, for option: OptionSpec) throws(UsageError) {
    let shown = "The value '\(DiagnosticText.escaped(value))' is invalid for '\(option.synopsis)'"
    switch option.kind {
    case .file where value.isEmpty:
      throw UsageError(description: "\(shown). Expected the path of a file.")
    case .directory where value.isEmpty:
      throw UsageError(description: "\(shown). Expected the path of a folder.")
    case .choice(let words) where !words.contains(value) && !option.legacyChoices.contains(value):
      throw UsageError(description: "\(shown). Expected one of: \(words.joined(separator: ", ")).")
    case .number(let range):
      guard let number = Double(value), number.isFinite, range.contains(number) else {
        throw UsageError(
          description:
            "\(shown). Expected a number from \(NumberText.decimal(range.lowerBound)) "
            + "to \(NumberText.decimal(range.upperBound)).")
      }
    case .pair(let example):
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
        value.index(after: equals) != value.endIndex
      else {
        throw UsageError(
          description:
            "--\(option.name) takes \((option.valueName ?? "key=value").uppercased()), for example "
            + "\(example); got '\(DiagnosticText.escaped(value))'.")
      }
    default: break
    }
  }

  /// Checks the positionals against the declared arguments: required ones present, no extras.
  private func checkPositionalCount() throws(UsageError) {
    let required = spec.arguments.filter { !$0.isOptional }
    if positionals.count < required.count {
      let missing = required[positionals.count]
      throw UsageError(description: "Missing expected argument '<\(missing.name)>'.")
    }
    let repeats = spec.arguments.contains { $0.isRepeating }
    if !repeats && positionals.count > spec.arguments.count {
      let extra = DiagnosticText.escaped(positionals[spec.arguments.count])
      throw UsageError(description: "Unexpected argument '\(extra)'.")
    }
    for (index, value) in positionals.enumerated() {
      let argument = spec.arguments[min(index, spec.arguments.count - 1)]
      guard case .choice(let words) = argument.kind, !words.contains(value) else { continue }
      throw UsageError(
        description:
          "The value '\(DiagnosticText.escaped(value))' is invalid for '<\(argument.name)>'. "
          + "Expected one of: \(words.joined(separator: ", ")).")
    }
  }

  /// The value of `option`, read as its declaration's type (see ``Option``); an option the
  /// command did not declare is a programming error.
  subscript<Value>(_ option: Option<Value>) -> Value {
    precondition(
      spec.option(named: option.spec.name) != nil,
      "'\(spec.name)' reads '--\(option.spec.name)', which it does not declare")
    let given = values[option.spec.name] ?? []
    return option.value(values: given, given: !given.isEmpty || flags.contains(option.spec.name))
  }

  /// Whether `option` was given on the command line (a default does not count).
  func isGiven(_ option: some OptionDeclaration) -> Bool {
    let name = option.spec.name
    precondition(
      spec.option(named: name) != nil,
      "'\(spec.name)' asks for '--\(name)', which it does not declare")
    return values[name] != nil || flags.contains(name)
  }
}
