import MaterialTheming

/// `material-theme lint`: schema errors, WCAG contrast of drawn pairs, touch-target audit.
enum LintCommand: Subcommand {
  /// The report formats `--format` accepts.
  enum Format: String, CaseIterable {
    /// `file:line:col: error|warning: message` lines.
    case text
    /// A JSON array of findings.
    case json
  }

  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check themes: schema, WCAG contrast of drawn pairs, touch targets.",
    discussion: """
      Exits 1 when any finding is an error (a schema error, or contrast below WCAG
      AA: 4.5:1 for text, 3:1 for icons); warnings (touch targets under 48×48 pt,
      truncated titles) are reported without failing.
      """,
    arguments: [
      ArgumentSpec(name: "theme.json", help: "One or more theme files.", isRepeating: true)
    ],
    options: [
      .choice(
        "format", Format.self,
        help: "text: 'file:line:col: error|warning: message' lines; json: an array of findings.",
        default: .text)
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    var findings: [LintFinding] = []
    for path in arguments.positionals { findings += lint(path) }
    switch arguments.choice("format", as: Format.self) {
    case .text:
      for finding in findings { console.out(finding.description) }
      let errors = findings.filter { $0.severity == .error }.count
      console.error(
        "\(arguments.positionals.count) theme(s): \(errors) error(s), "
          + "\(findings.count - errors) warning(s)")
    case .json:
      console.out(JSONOutput.array(findings.map(\.json)).serialized())
    }
    return findings.contains { $0.severity == .error } ? .failure : .success
  }

  /// The findings for one file: its load error, or the linter's findings.
  static func lint(_ path: String) -> [LintFinding] {
    let loader = ThemeLoader()
    do {
      let bytes = try loader.readFile(path)
      let theme = try loader.load(bytes: bytes, fileName: path)
      let map = try ThemeSourceMap(bytes: bytes, fileName: path)
      return ThemeLinter(theme: theme, sourceMap: map).findings()
    } catch {
      let message =
        error.message + (error.suggestion.map { " — \($0)" } ?? "")
        + (error.pointer.tokens.isEmpty ? "" : " at \(error.pointer.displayText)")
      return [
        LintFinding(
          file: error.file, position: error.position ?? .start, pointer: error.pointer,
          severity: .error, message: message)
      ]
    }
  }
}
