import MaterialTheming

/// The declarations every `material-theme` command is built from.
///
/// A command declares its arguments and options once, in its ``Subcommand/spec``; usage lines,
/// `--help`, validation (unknown options with "did you mean", missing values, required options,
/// choices, number ranges, positional counts) and the bash, zsh and fish completion scripts are
/// all generated from that declaration.
///
/// Adding an option is one typed declaration (an ``Option``), listed in the command's `spec`
/// and read in `run` through the declaration, never by its name:
///
/// ```swift
/// // enum Format: String, CaseIterable { case text, json, sarif }
/// static let format = Option(choice: "format", default: Format.text, help: "The report format.")
/// static let output = Option<String?>("output", value: "file", kind: .file, help: "Where to write.")
/// static let contrast = Option<Double>(
///   number: "contrast", value: "ratio", in: 1...21, help: "The minimum ratio.", default: 4.5)
/// static let fix = Option(flag: "fix", help: "Rewrite the theme with the fixes applied.")
/// // spec: options: [format, output, contrast, fix]
/// // in run: arguments[format] (a Format), arguments[output] (a String?),
/// //         arguments[contrast] (a Double), arguments[fix] (a Bool)
/// ```
///
/// Validation happens before `run`: a choice is one of its values, a number is in range, required
/// options and positionals are there. Problems found in `run` are thrown as ``CommandFailure``
/// (`.usage`, `.data`, `.noInput`, `.cannotCreate`, `.theme`), which maps them to exit codes.
///
/// Adding a command: write `enum SeedsCommand: Subcommand` with a `spec` (name, abstract,
/// discussion, arguments, options; `group:` puts options under their own help heading) and a
/// `run(_:console:)`, and add `SeedsCommand.self` to ``MaterialThemeCommand/subcommands``.
/// Help, `help seeds`, the completion scripts and the declaration tests pick it up.
struct CommandSpec: Sendable {
  /// The word that selects the command: `material-theme <name> …`.
  var name: String
  /// A one-line summary, shown in the overview and after `OVERVIEW:`.
  var abstract: String
  /// Further paragraphs printed after the overview line in `--help`.
  var discussion: String = ""
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec] = []
  /// The options and flags, in the order help lists them.
  var options: [OptionSpec] = []

  /// A command's declaration; `options` are its typed ``Option``s (or bare ``OptionSpec``s).
  init(
    name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [any OptionDeclaration] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options.map(\.spec)
  }

  /// The option declared with the long name `name`.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The option declared with the short name `short`.
  func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short }
  }
}

/// What an option's value or a positional argument is: it drives validation and completion.
enum ValueKind: Sendable, Equatable {
  /// Free text.
  case text
  /// A file path (completion offers files).
  case file
  /// A directory path (completion offers directories).
  case directory
  /// One of a fixed list of words.
  case choice([String])
  /// A finite number within the range.
  case number(ClosedRange<Double>)
  /// A `KEY=VALUE` pair, both sides non-empty; `example` is shown when a value is not one.
  case pair(example: String)
}

/// One declared option (`--name value`) or flag (`--name`).
struct OptionSpec: Sendable {
  /// The long name, without the leading `--`.
  var name: String
  /// The single-letter name used as `-x`, if any.
  var short: Character?
  /// The placeholder in usage and help (`<file>`); `nil` for a flag, which takes no value.
  var valueName: String?
  /// What the value is.
  var kind: ValueKind = .text
  /// The help sentence.
  var help: String
  /// Whether the command line must give it.
  var isRequired = false
  /// Whether it may be given more than once to collect several values.
  var isRepeatable = false
  /// The value used when it is absent, shown in help.
  var defaultValue: String?
  /// The help section it is listed under; `nil` lists it under `OPTIONS`.
  var group: String?
  /// Former names of a choice's values, still accepted but not offered (help, completion).
  var legacyChoices: [String] = []

  /// Whether the option takes no value.
  var isFlag: Bool { valueName == nil }

  /// A flag: `--name` with no value.
  static func flag(
    _ name: String, short: Character? = nil, help: String, group: String? = nil
  ) -> OptionSpec {
    OptionSpec(name: name, short: short, valueName: nil, help: help, group: group)
  }

  /// An option that takes a value: `--name <value>` or `--name=<value>`.
  static func option(
    _ name: String, short: Character? = nil, value: String, kind: ValueKind = .text,
    help: String, required: Bool = false, repeatable: Bool = false, default: String? = nil,
    group: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, valueName: value, kind: kind, help: help, isRequired: required,
      isRepeatable: repeatable, defaultValue: `default`, group: group)
  }

  /// An option whose value is one of the raw values of `type`.
  static func choice<T: CaseIterable & RawRepresentable>(
    _ name: String, _ type: T.Type, value: String? = nil, help: String, required: Bool = false,
    default: T? = nil, group: String? = nil
  ) -> OptionSpec where T.RawValue == String {
    option(
      name, value: value ?? name, kind: .choice(type.allCases.map(\.rawValue)), help: help,
      required: required, default: `default`?.rawValue, group: group)
  }

  /// An option whose value is a number within `range`.
  static func number(
    _ name: String, value: String, in range: ClosedRange<Double>, help: String,
    default: Double? = nil, group: String? = nil
  ) -> OptionSpec {
    option(
      name, value: value, kind: .number(range), help: help,
      default: `default`.map { NumberText.decimal($0) }, group: group)
  }

  /// `--name <value>` (or `--name` for a flag), as usage and errors show it.
  var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}

/// One declared positional argument.
struct ArgumentSpec: Sendable {
  /// The placeholder, shown as `<name>`.
  var name: String
  /// The help sentence.
  var help: String
  /// What the argument is (for completion).
  var kind: ValueKind = .file
  /// Whether it may be omitted.
  var isOptional = false
  /// Whether it takes every remaining positional (at least one unless optional).
  var isRepeating = false

  /// `<name>`, `<name> ...` or `[<name>]`, as usage shows it.
  var synopsis: String {
    let base = "<\(name)>" + (isRepeating ? " ..." : "")
    return isOptional ? "[\(base)]" : base
  }
}
