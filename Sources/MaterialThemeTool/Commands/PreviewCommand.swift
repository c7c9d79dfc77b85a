import Foundation
import MaterialTheming
import MaterialThemingPOSIX
import MaterialThemingPreview

/// `material-theme preview`: renders a theme as a self-contained HTML page or as terminal text.
enum PreviewCommand: Subcommand {
  static let format = Option(choice: "format", default: PreviewFormat.html, help: "What to render.")
  static let output = Option<String?>(
    "output", value: "dir", kind: .directory,
    help:
      "The directory for the HTML file (default: the current directory; created if "
      + "missing). Only for the html format.")
  static let watching = Option(
    flag: "watch",
    help:
      "Render again whenever the theme or a .json file beside it changes; a broken save "
      + "prints its error and keeps the last good preview. Stop with Ctrl-C.")

  static let force = Option(
    flag: "force",
    help: "Replace an existing file that is not a preview material-theme wrote, or that the "
      + "theme reads.")

  static let spec = CommandSpec(
    name: "preview",
    abstract: "Render a theme preview as an HTML page or in the terminal.",
    discussion: """
      html writes <dir>/<theme>.html, one self-contained page, and prints its path
      and file:// URL. terminal prints truecolor swatches and the bar; plain text
      when standard output is not a terminal or NO_COLOR is set.
      """,
    arguments: [ArgumentSpec(name: "theme.json", help: "The theme file to preview.")],
    options: [format, output, watching, force])

  /// How often `--watch` polls the files: every 0.2 seconds.
  static let watchInterval: TimeInterval = 0.2

  /// The terminal width used when `COLUMNS` is unset or invalid: 80 columns.
  static let defaultTerminalWidth = 80

  /// What the command reads from its process: environment variables and whether standard
  /// output is a terminal. Tests pass their own.
  struct Environment {
    /// The environment variables (`NO_COLOR`, `COLUMNS`).
    var variables: [String: String]
    /// Whether standard output is a terminal (`isatty(1)`).
    var standardOutputIsTerminal: Bool

    /// The running process' environment.
    static var process: Environment {
      Environment(
        variables: ProcessInfo.processInfo.environment,
        standardOutputIsTerminal: POSIX.isTerminal(POSIX.standardOutput))
    }

    /// Whether to color the terminal preview: only on a terminal, and only when `NO_COLOR` is
    /// absent or empty (the no-color.org convention).
    var colorEnabled: Bool {
      standardOutputIsTerminal && (variables["NO_COLOR"] ?? "").isEmpty
    }

    /// The terminal width: `COLUMNS` when it is a positive number, else 80.
    var terminalWidth: Int {
      guard let text = variables["COLUMNS"], let columns = Int(text), columns > 0 else {
        return PreviewCommand.defaultTerminalWidth
      }
      return columns
    }
  }

  static func run(_ arguments: ParsedArguments, console: inout Console) throws(CommandFailure)
    -> ExitCode
  {
    try run(arguments, console: &console, environment: .process)
  }

  /// Runs the command with an explicit environment; the testable core of ``run(_:console:)``.
  static func run(
    _ arguments: ParsedArguments, console: inout Console, environment: Environment
  ) throws(CommandFailure) -> ExitCode {
    let format = arguments[Self.format]
    if format == .terminal && arguments.isGiven(Self.output) {
      throw .usage("'--output' applies to the html format only.")
    }
    let path = arguments.positionals[0]
    if arguments[Self.watching] {
      // A theme that is not there (or is a folder) at the start is an error, not something to
      // wait for: a broken one is watched until it loads.
      do {
        _ = try ThemeLoader().readFile(path)
      } catch {
        throw .theme(error)
      }
      watch(path, arguments: arguments, console: &console, environment: environment)
    }
    let (theme, inputs) = try ThemeInput.loadRecordingInputs(path)
    return try render(
      theme, path: path, inputs: inputs, arguments: arguments, console: &console,
      environment: environment)
  }

  /// `--watch`: renders, then renders again after every change to the watched files; a theme
  /// that fails to load prints its located error and leaves the last good preview in place.
  static func watch(
    _ path: String, arguments: ParsedArguments, console: inout Console, environment: Environment
  ) -> Never {
    FileWatcher(theme: path).run(interval: watchInterval) {
      do throws(CommandFailure) {
        let (theme, inputs) = try ThemeInput.loadRecordingInputs(path)
        _ = try render(
          theme, path: path, inputs: inputs, arguments: arguments, console: &console,
          environment: environment)
        console.error("preview: rendered \(path); watching for changes")
      } catch {
        _ = MaterialThemeCommand.report(error, spec: spec, console: &console)
        console.error("preview: kept the last good preview; watching for changes")
      }
    }
  }

  /// Renders `theme` in the requested format: prints the terminal text, or writes the HTML file
  /// into the output folder — never through a link out of it, and — unless `--force` — never over
  /// the theme or a file it reads, and over an existing file only when it is a preview
  /// material-theme wrote.
  static func render(
    _ theme: Theme, path: String, inputs: LoadInputs, arguments: ParsedArguments,
    console: inout Console, environment: Environment
  ) throws(CommandFailure) -> ExitCode {
    let format = arguments[Self.format]
    let renderer = PreviewRenderer(theme: theme)
    switch format {
    case .terminal:
      var text = renderer.terminal(
        colorEnabled: environment.colorEnabled, width: environment.terminalWidth)
      if text.hasSuffix("\n") { text.removeLast() }
      // The renderer escapes the theme's text; the colour escapes are its own.
      console.out(document: text)
      return .success
    case .html:
      let directory = arguments[Self.output] ?? FileManager.default.currentDirectoryPath
      let fileName = ThemeLoader.defaultName(forFile: path) + ".html"
      let written = URL(fileURLWithPath: directory).appendingPathComponent(fileName)
        .standardizedFileURL
      let check: ((String) -> Bool)? =
        arguments[Self.force] ? nil : { OutputOwnership.isPreview($0) }
      do {
        try OutputFile.checkInside(written.path, root: directory)
        if !arguments[Self.force] {
          try OutputFile.checkNotInput(written.path, inputs: inputs, others: [path])
        }
        _ = try OutputFile.write(renderer.html(), to: written.path, replacing: check)
        console.out(written.path)
        console.out(written.absoluteString)
        return .success
      } catch {
        throw .cannotCreate(error.description)
      }
    }
  }
}
