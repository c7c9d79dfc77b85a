/// A declared option together with the Swift type its value is read as.
///
/// A command declares each option once as a static constant, lists it in its ``CommandSpec``,
/// and reads it in `run` through that constant — `arguments[output]` — never by its name as a
/// string, so a misspelt or undeclared option is a compile error, not a trap at run time:
///
/// ```swift
/// static let output = Option<String>(required: "output", value: "file", kind: .file, help: "…")
/// static let fix = Option(flag: "fix", help: "Rewrite the theme with the fixes applied.")
/// static let format = Option(choice: "format", default: Format.text, help: "The report format.")
/// static let spec = CommandSpec(name: "lint", abstract: "…", options: [output, fix, format])
/// // in run: arguments[output] is a String, arguments[fix] a Bool, arguments[format] a Format
/// ```
///
/// The initializers mirror what the parser checks before `run`: a choice is one of its values, a
/// number is in its range, a required option is there, so reading never fails.
struct Option<Value>: Sendable {
  /// What the parser, help and completion see.
  let spec: OptionSpec
  /// The value, from the values given for the option (in order) and whether it was given.
  private let read: @Sendable (_ values: [String], _ given: Bool) -> Value

  private init(_ spec: OptionSpec, read: @escaping @Sendable ([String], Bool) -> Value) {
    self.spec = spec
    self.read = read
  }

  /// The value from what the command line gave.
  func value(values: [String], given: Bool) -> Value { read(values, given) }
}

/// What a ``CommandSpec`` lists: an ``Option`` of any value type, or a bare ``OptionSpec``.
protocol OptionDeclaration: Sendable {
  /// The declaration the parser uses.
  var spec: OptionSpec { get }
}

extension Option: OptionDeclaration {}

extension OptionSpec: OptionDeclaration {
  /// The declaration itself.
  var spec: OptionSpec { self }
}

extension Option where Value == Bool {
  /// A flag, `--name`: `true` when given.
  init(flag name: String, short: Character? = nil, help: String, group: String? = nil) {
    self.init(.flag(name, short: short, help: help, group: group)) { $1 }
  }
}

extension Option where Value == String? {
  /// An optional `--name <value>`: the last value given, or `nil`.
  init(
    _ name: String, short: Character? = nil, value: String, kind: ValueKind = .text,
    help: String, group: String? = nil
  ) {
    self.init(
      .option(name, short: short, value: value, kind: kind, help: help, group: group)
    ) { values, _ in values.last }
  }
}

extension Option where Value == String {
  /// `--name <value>` with a default: the last value given, else `default`.
  init(
    _ name: String, short: Character? = nil, value: String, kind: ValueKind = .text,
    help: String, default: String, group: String? = nil
  ) {
    self.init(
      .option(
        name, short: short, value: value, kind: kind, help: help, default: `default`,
        group: group)
    ) { values, _ in values.last ?? `default` }
  }

  /// A required `--name <value>`: the parser refuses a command line without it.
  init(
    required name: String, short: Character? = nil, value: String, kind: ValueKind = .text,
    help: String, group: String? = nil
  ) {
    self.init(
      .option(
        name, short: short, value: value, kind: kind, help: help, required: true, group: group)
    ) { values, _ in values.last ?? "" }
  }
}

extension Option where Value == [String] {
  /// A repeatable `--name <value>`: every value given, in order.
  init(
    repeating name: String, short: Character? = nil, value: String, kind: ValueKind = .text,
    help: String, group: String? = nil
  ) {
    self.init(
      .option(
        name, short: short, value: value, kind: kind, help: help, repeatable: true, group: group)
    ) { values, _ in values }
  }
}

/// One `KEY=VALUE` value of a pair option (``Option/init(pairs:value:example:help:group:)``).
struct OptionPair: Sendable, Equatable {
  /// The text before the first `=`: never empty.
  var key: String
  /// The text after the first `=`: never empty.
  var value: String

  /// Splits `text` at its first `=`; the parser has checked that both sides are there.
  init(_ text: String) {
    let equals = text.firstIndex(of: "=") ?? text.endIndex
    key = String(text[..<equals])
    value = equals == text.endIndex ? "" : String(text[text.index(after: equals)...])
  }
}

extension Option where Value == [OptionPair] {
  /// A repeatable `--name key=value`: every pair given, in order. The parser refuses a value
  /// without `=` or with an empty side (`--name takes KEY=VALUE, for example …`), so every
  /// option of this form says the same thing the same way.
  init(pairs name: String, value: String, example: String, help: String, group: String? = nil) {
    self.init(
      .option(
        name, value: value, kind: .pair(example: example), help: help, repeatable: true,
        group: group)
    ) { values, _ in values.map(OptionPair.init) }
  }
}

extension Option
where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
  /// `--name <value>`, one of `Value`'s raw values, else `default`.
  init(
    choice name: String, value: String? = nil, default: Value, help: String,
    group: String? = nil
  ) {
    self.init(
      .choice(name, Value.self, value: value, help: help, default: `default`, group: group)
    ) { values, _ in values.last.flatMap(Value.init(rawValue:)) ?? `default` }
  }

  /// A required `--name <value>`, one of `Value`'s raw values (or of `legacyNames`, former
  /// names `Value(rawValue:)` still reads, which help and completion do not offer): the parser
  /// refuses a command line without it or with another word.
  init(
    requiredChoice name: String, value: String? = nil, legacyNames: [String] = [], help: String,
    group: String? = nil
  ) {
    var spec = OptionSpec.choice(
      name, Value.self, value: value, help: help, required: true, group: group)
    spec.legacyChoices = legacyNames
    self.init(spec) { values, _ in
      guard let choice = values.last.flatMap(Value.init(rawValue:)) else {
        preconditionFailure("the parser let '--\(name)' through without a valid value")
      }
      return choice
    }
  }
}

extension Option {
  /// An optional `--name <value>`, the raw value of one of `among` (default: every case of
  /// `T`), or `nil`.
  init<T: CaseIterable & RawRepresentable & Sendable>(
    choice name: String, _ type: T.Type, among: [T] = Array(T.allCases), value: String? = nil,
    help: String, group: String? = nil
  ) where Value == T?, T.RawValue == String {
    self.init(
      .option(
        name, value: value ?? name, kind: .choice(among.map(\.rawValue)), help: help,
        group: group)
    ) { values, _ in values.last.flatMap(T.init(rawValue:)) }
  }
}

extension Option where Value == Double {
  /// `--name <number>` within `range`, else `default`.
  init(
    number name: String, value: String, in range: ClosedRange<Double>, help: String,
    default: Double, group: String? = nil
  ) {
    self.init(
      .number(name, value: value, in: range, help: help, default: `default`, group: group)
    ) { values, _ in values.last.flatMap(Double.init) ?? `default` }
  }
}

extension Option where Value == Double? {
  /// An optional `--name <number>` within `range`, or `nil`.
  init(
    number name: String, value: String, in range: ClosedRange<Double>, help: String,
    group: String? = nil
  ) {
    self.init(.number(name, value: value, in: range, help: help, group: group)) { values, _ in
      values.last.flatMap(Double.init)
    }
  }
}
