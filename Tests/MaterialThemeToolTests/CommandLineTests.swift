import Foundation
import MaterialTheming
import TestSupport
import Testing

@testable import MaterialThemeTool
@testable import ThemePluginSupport

/// The declarative command line: every declared option is documented and accepted, errors have
/// one shape and one exit status, and help has one layout.
@Suite struct CommandLineTests {
  static let commands = MaterialThemeCommand.subcommands.map { $0.spec }

  /// A value the option's declaration says is valid.
  static func sampleValues(_ kind: ValueKind) -> [String] {
    switch kind {
    case .choice(let words): words
    case .number(let range):
      [NumberText.decimal(range.lowerBound), NumberText.decimal(range.upperBound)]
    case .text, .file, .directory: ["some-value"]
    case .pair(let example): [example, "key=value=with=equals"]
    }
  }

  /// Positionals and required options that make a command line complete, except `skipping`.
  static func minimalArguments(_ spec: CommandSpec, skipping: String? = nil) -> [String] {
    var arguments = spec.arguments.filter { !$0.isOptional }.map { sampleValues($0.kind)[0] }
    for option in spec.options where option.isRequired && option.name != skipping {
      arguments += ["--\(option.name)", sampleValues(option.kind)[0]]
    }
    return arguments
  }

  @Test(arguments: commands.map(\.name))
  func everyDeclaredOptionIsInItsHelpAndAccepted(_ name: String) throws {
    let spec = try #require(MaterialThemeCommand.subcommand(named: name)).spec
    let help = ToolTestSupport.run([name, "--help"])
    #expect(help.code == .success)
    let flat = help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for option in spec.options {
      let label = "  " + (option.short.map { "-\($0), " } ?? "") + option.synopsis
      let row = help.out.split(separator: "\n").first { $0.hasPrefix(label) }
      #expect(row != nil, "'\(option.synopsis)' missing from '\(name) --help'")
      #expect(help.out.contains(option.isRequired ? " \(option.synopsis)" : "[\(option.synopsis)"))
      let base = Self.minimalArguments(spec, skipping: option.name)
      if option.isFlag {
        let parsed = try ParsedArguments(base + ["--\(option.name)"], spec: spec)
        #expect(parsed.flags.contains(option.name))
        #expect(parsed.isGiven(option))
        continue
      }
      for value in Self.sampleValues(option.kind) {
        for form in [["--\(option.name)", value], ["--\(option.name)=\(value)"]] {
          let parsed = try ParsedArguments(base + form, spec: spec)
          #expect(parsed.values[option.name] == [value])
          #expect(parsed.isGiven(option))
        }
      }
      if case .choice(let words) = option.kind {
        #expect(flat.contains("values: \(words.joined(separator: ", "))"), "\(option.name)")
      }
    }
    for argument in spec.arguments {
      #expect(help.out.contains("\n  <\(argument.name)>"))
      if case .choice(let words) = argument.kind {
        #expect(help.out.contains("(values: \(words.joined(separator: ", ")))"))
      }
    }
  }

  @Test func anUnknownOptionIsSuggestedInTheSwiftArgumentParserShape() {
    let result = ToolTestSupport.run(["resolve", "a.json", "--apearance", "dark"])
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(lines.first == "Error: Unknown option '--apearance'. Did you mean '--appearance'?")
    #expect(
      lines.dropFirst().first?.hasPrefix("Usage: material-theme resolve <theme.json>") == true)
    #expect(lines.last == "  See 'material-theme resolve --help' for more information.")
  }

  @Test func validationErrorsNameTheProblem() {
    let theme = ToolTestSupport.theme("baseline.json")
    let cases: [([String], String)] = [
      (
        ["resolve", theme, "--appearance", "dim"],
        "Error: The value 'dim' is invalid for '--appearance <appearance>'. Expected one of: light, dark."
      ),
      (
        ["resolve", theme, "--appearance"], "Error: Missing value for '--appearance <appearance>'."
      ),
      (["resolve", theme, "--compact=yes"], "Error: The flag '--compact' does not take a value."),
      (["resolve"], "Error: Missing expected argument '<theme.json>'."),
      (["resolve", theme, "extra.json"], "Error: Unexpected argument 'extra.json'."),
      (["apply", theme], "Error: Missing expected argument '--output <file.swift>'."),
      (
        ["layout", theme, "--width", "0"],
        "Error: The value '0' is invalid for '--width <points>'. Expected a number from 1 to 100000."
      ),
      (
        ["completions", "tcsh"],
        "Error: The value 'tcsh' is invalid for '<shell>'. Expected one of: bash, zsh, fish."
      ),
      (["resolve", theme, "-x"], "Error: Unknown option '-x'."),
      (["resolve", theme, "--bad\u{1B}[31m"], "Error: Unknown option '--bad\\u{1B}[31m'."),
      (["resolv"], "Error: Unknown subcommand 'resolv'. Did you mean 'resolve'?"),
      (["help", "lnt"], "Error: Unknown subcommand 'lnt'. Did you mean 'lint'?"),
      ([], "Error: Missing expected argument '<subcommand>'."),
    ]
    for (arguments, first) in cases {
      let result = ToolTestSupport.run(arguments)
      #expect(result.code == .usage, "\(arguments)")
      #expect(result.out.isEmpty)
      #expect(result.err.split(separator: "\n").first.map(String.init) == first, "\(arguments)")
      #expect(result.err.contains("for more information."))
    }
  }

  @Test func optionsAfterDoubleDashArePositionals() throws {
    let parsed = try ParsedArguments(["--", "--help"], spec: ResolveCommand.spec)
    #expect(parsed.positionals == ["--help"])
    let missing = ToolTestSupport.run(["resolve", "--", "--help"])
    #expect(missing.code == .noInput)
  }

  @Test func shortNamesAndRepeatableOptionsParse() throws {
    let theme = Option<[String]>(repeating: "theme", short: "t", value: "file", help: "A theme.")
    let verbose = Option(flag: "verbose", short: "v", help: "Talk.")
    let spec = CommandSpec(
      name: "example", abstract: "An example.",
      arguments: [ArgumentSpec(name: "file", help: "Files.", isRepeating: true)],
      options: [theme, verbose])
    let parsed = try ParsedArguments(["-t", "a", "x", "--theme=b", "-v", "y"], spec: spec)
    #expect(parsed[theme] == ["a", "b"])
    #expect(parsed[verbose])
    #expect(parsed.positionals == ["x", "y"])
    #expect(HelpText.help(spec).contains("  -t, --theme <file>"))
    #expect(HelpText.usage(spec).contains("[--theme <file> ...]"))
    #expect(throws: UsageError.self) { try ParsedArguments([], spec: spec) }
  }

  @Test func pairOptionsSplitAtTheFirstEqualsAndRefuseOtherForms() throws {
    let map = Option(pairs: "map", value: "role=token", example: "primary=brand.600", help: "M.")
    let spec = CommandSpec(name: "example", abstract: "An example.", options: [map])
    let parsed = try ParsedArguments(
      ["--map", "primary=a=b", "--map=dark.surface=n.9"], spec: spec)
    #expect(parsed[map] == [OptionPair("primary=a=b"), OptionPair("dark.surface=n.9")])
    #expect(parsed[map].map(\.key) == ["primary", "dark.surface"])
    #expect(parsed[map].map(\.value) == ["a=b", "n.9"])
    #expect(try ParsedArguments([], spec: spec)[map].isEmpty)
    for bad in ["primary", "=token", "primary=", "=", "", "\u{1B}[31mred"] {
      do {
        _ = try ParsedArguments(["--map", bad], spec: spec)
        Issue.record("'\(bad)' was accepted")
      } catch {
        #expect(
          error.description.hasPrefix(
            "--map takes ROLE=TOKEN, for example primary=brand.600; got '"),
          "\(error.description)")
        #expect(!error.description.contains("\u{1B}"), "a control character is echoed raw")
      }
    }
  }

  @Test func thePluginsNameThemesWithTheToolsKeywords() {
    // The plugins cannot link the library, so they keep a copy of the list the tool refuses.
    #expect(ThemeFiles.keywords == SwiftWriter.keywords)
  }

  @Test func typedOptionsReadTheirDefaultsAndValues() throws {
    let count = Option<Double?>(number: "count", value: "n", in: 1...9, help: "How many.")
    let width = Option<Double>(number: "width", value: "w", in: 1...9, help: "W.", default: 4)
    let name = Option<String>("name", value: "n", help: "A name.", default: "x")
    let output = Option<String>(required: "output", value: "file", help: "Where.")
    let mode = Option(choice: "mode", default: Appearance.light, help: "A mode.")
    let other = Option(choice: "other", ColorContrast.self, help: "Another.")
    let spec = CommandSpec(
      name: "example", abstract: "An example.",
      options: [count, width, name, output, mode, other])
    let bare = try ParsedArguments(["--output", "o"], spec: spec)
    #expect(bare[count] == nil && bare[width] == 4 && bare[name] == "x" && bare[output] == "o")
    #expect(bare[mode] == .light && bare[other] == nil && !bare.isGiven(width))
    let full = try ParsedArguments(
      [
        "--output=p", "--count", "3", "--width=2.5", "--name", "y", "--mode", "dark", "--other",
        "high",
      ], spec: spec)
    #expect(full[count] == 3 && full[width] == 2.5 && full[name] == "y" && full[output] == "p")
    #expect(full[mode] == .dark && full[other] == .high && full.isGiven(width))
    #expect(throws: UsageError.self) { try ParsedArguments(["--mode", "dim"], spec: spec) }
  }

  @Test(arguments: commands.map(\.name))
  func everyHelpHasTheSameLayout(_ name: String) throws {
    let help = ToolTestSupport.run([name, "--help"]).out
    #expect(help.hasPrefix("OVERVIEW: "))
    let headings = help.split(separator: "\n").filter { !$0.hasPrefix(" ") && $0.hasSuffix(":") }
    #expect(headings.last == "OPTIONS:")
    let usage = try #require(help.range(of: "\nUSAGE: material-theme \(name)"))
    let options = try #require(help.range(of: "\nOPTIONS:\n"))
    #expect(usage.lowerBound < options.lowerBound)
    if let arguments = help.range(of: "\nARGUMENTS:\n") {
      #expect(usage.lowerBound < arguments.lowerBound && arguments.lowerBound < options.lowerBound)
    }
    #expect(help.hasSuffix("  -h, --help              Show help information.\n"))
    for line in help.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    #expect(ToolTestSupport.run([name, "-h"]).out == help)
    #expect(ToolTestSupport.run(["help", name]).out == help)
  }

  @Test func theOverviewListsEverySubcommandAndTheVersionIsPrinted() {
    let overview = ToolTestSupport.run(["--help"])
    #expect(overview.code == .success)
    for spec in Self.commands {
      #expect(overview.out.contains("\n  \(spec.name) "))
    }
    #expect(overview.out.contains("\n  help "))
    #expect(ToolTestSupport.run(["-h"]).out == overview.out)
    #expect(ToolTestSupport.run(["help"]).out == overview.out)
    let version = ToolTestSupport.run(["--version"])
    #expect(version.code == .success)
    #expect(version.out == MaterialThemeCommand.version + "\n")
  }

  /// The statuses of BSD `sysexits.h`: EX_USAGE 64, EX_DATAERR 65, EX_NOINPUT 66, EX_CANTCREAT 73.
  @Test func failuresMapToSysexits() {
    #expect(CommandFailure.usage("x").exitCode.rawValue == 64)
    #expect(CommandFailure.data("x").exitCode.rawValue == 65)
    #expect(CommandFailure.noInput("x").exitCode.rawValue == 66)
    #expect(CommandFailure.cannotCreate("x").exitCode.rawValue == 73)
  }
}
