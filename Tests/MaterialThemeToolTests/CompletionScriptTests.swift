import Foundation
import TestSupport
import Testing
import ThemePluginSupport

@testable import MaterialThemeTool

/// `material-theme completions bash|zsh|fish`: each script is valid for its shell and, driven by
/// the real shell's completion machinery, offers every declared subcommand, option and choice.
@Suite(.serialized) struct CompletionScriptTests {
  static let commands = MaterialThemeCommand.subcommands.map { $0.spec }

  /// Runs `arguments` (a shell and its arguments) through `/usr/bin/env`; a shell still running
  /// after two minutes is stopped, so a broken script fails instead of hanging.
  static func shell(_ arguments: [String]) throws -> ToolRunner.Result {
    try ToolRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, timeout: 120)
  }

  /// `cd` to the repository root, as a line of shell script.
  static var enterRepository: String { "cd '\(ToolTestSupport.repositoryRoot.path)'\n" }

  /// The script `material-theme completions <shell>` prints, saved as `name` in a fresh directory.
  static func savedScript(_ shell: String, as name: String) throws -> (directory: URL, file: URL) {
    let result = ToolTestSupport.run(["completions", shell])
    #expect(result.code == .success)
    #expect(result.err.isEmpty)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("completions-\(shell)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(name)
    try Data(result.out.utf8).write(to: file)
    return (directory, file)
  }

  /// What each command line (completed at its end) must offer, derived from the declarations.
  static var expectations: [(line: String, offered: [String])] {
    var cases: [(String, [String])] = [
      ("material-theme ", commands.map(\.name) + ["help"]),
      ("material-theme re", ["resolve"]),
      ("material-theme lint Themes/ba", ["baseline.json"]),
      ("material-theme help ", commands.map(\.name)),
    ]
    for spec in commands {
      cases.append(("material-theme \(spec.name) --", spec.options.map { "--\($0.name)" }))
      for option in spec.options {
        if case .choice(let words) = option.kind {
          cases.append(("material-theme \(spec.name) --\(option.name) ", words))
        }
      }
      for argument in spec.arguments {
        if case .choice(let words) = argument.kind {
          cases.append(("material-theme \(spec.name) ", words))
        }
      }
    }
    return cases
  }

  /// The bash script parses and, sourced, fills COMPREPLY from the declarations.
  @Test func bashCompletesSubcommandsOptionsChoicesAndFiles() throws {
    let (directory, file) = try Self.savedScript("bash", as: "material-theme.bash")
    defer { try? FileManager.default.removeItem(at: directory) }
    let syntax = try Self.shell(["bash", "-n", file.path])
    #expect(syntax.status == 0, "\(syntax.error)")
    var driver = Self.enterRepository + "source '\(file.path)'\n"
    for (index, (line, _)) in Self.expectations.enumerated() {
      driver += """
        read -r -a COMP_WORDS <<< '\(line)'
        \(line.hasSuffix(" ") ? "COMP_WORDS+=('')" : ":")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMPREPLY=()
        _material_theme
        for w in "${COMPREPLY[@]}"; do printf '%s\\t%s\\n' \(index) "${w##*/}"; done

        """
    }
    let result = try Self.shell(["bash", "-c", driver])
    #expect(result.status == 0, "\(result.error)")
    Self.check(result.output, shell: "bash")
  }

  /// bash offers file names as they are: a name holding `[`, `*` or a space is one word, never a
  /// glob pattern expanded against the folder.
  @Test func bashOffersGlobLikeFileNamesAsThemselves() throws {
    let (directory, file) = try Self.savedScript("bash", as: "material-theme.bash")
    defer { try? FileManager.default.removeItem(at: directory) }
    let themes = directory.appendingPathComponent("themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    for name in ["[ab].json", "a.json", "b.json", "two words.json", "*.json"] {
      try Data("{}".utf8).write(to: themes.appendingPathComponent(name))
    }
    let driver = """
      cd '\(themes.path)'
      source '\(file.path)'
      for prefix in '[' '*' 'two'; do
        COMP_WORDS=(material-theme lint "$prefix"); COMP_CWORD=2; COMPREPLY=()
        _material_theme
        printf '%s|' "$prefix:" "${COMPREPLY[@]}"; echo
      done
      """
    let result = try Self.shell(["bash", "-c", driver])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output == "[:|[ab].json|\n*:|*.json|\ntwo:|two words.json|\n", "\(result.output)")
  }

  /// The zsh script parses and, autoloaded by compinit in an interactive zsh on a pseudo-terminal,
  /// offers the declared words when Tab is pressed.
  @Test func zshCompletesSubcommandsOptionsChoicesAndFiles() throws {
    let (directory, file) = try Self.savedScript("zsh", as: "_material-theme")
    defer { try? FileManager.default.removeItem(at: directory) }
    let syntax = try Self.shell(["zsh", "-n", file.path])
    #expect(syntax.status == 0, "\(syntax.error)")
    let driver = directory.appendingPathComponent("drive.zsh")
    try Data(Self.zshDriver.utf8).write(to: driver)
    var output = ""
    for (index, (line, _)) in Self.expectations.enumerated() {
      let result = try Self.shell([
        "zsh", "-f", driver.path, directory.path,
        ToolTestSupport.repositoryRoot.path,
        line,
      ])
      #expect(result.status == 0, "\(line): \(result.error)")
      for word in result.output.split(separator: "\n") { output += "\(index)\t\(word)\n" }
    }
    Self.check(output, shell: "zsh")
  }

  /// The fish script parses and `complete -C` offers the declared words.
  @Test func fishCompletesSubcommandsOptionsChoicesAndFiles() throws {
    let (directory, file) = try Self.savedScript("fish", as: "material-theme.fish")
    defer { try? FileManager.default.removeItem(at: directory) }
    let syntax = try Self.shell(["fish", "--no-config", "-n", file.path])
    #expect(syntax.status == 0, "\(syntax.error)")
    var driver = Self.enterRepository + "source '\(file.path)'\n"
    for (index, (line, _)) in Self.expectations.enumerated() {
      driver += """
        for w in (complete -C '\(line)'); printf '%s\\t%s\\n' \(index) (string split -f1 \\t -- $w | string replace -r '.*/' ''); end

        """
    }
    let result = try Self.shell(["fish", "--no-config", "-c", driver])
    #expect(result.status == 0, "\(result.error)")
    Self.check(result.output, shell: "fish")
  }

  /// Checks `output` (`index<TAB>word` lines) offers every expected word for every case.
  static func check(_ output: String, shell: String) {
    var offered: [Int: Set<String>] = [:]
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard parts.count == 2, let index = Int(parts[0]) else { continue }
      offered[index, default: []].insert(parts[1].trimmingCharacters(in: .whitespaces))
    }
    for (index, (line, words)) in expectations.enumerated() {
      let missing = Set(words).subtracting(offered[index] ?? [])
      #expect(missing.isEmpty, "\(shell): '\(line)' does not offer \(missing.sorted())")
    }
  }

  /// Drives zsh's completion system: starts an interactive `zsh -f` on a pseudo-terminal (zpty),
  /// loads compinit with the script's directory first on `fpath`, types the line and Tab, and
  /// prints every match the completion functions add (recorded by wrapping `compadd`).
  static let zshDriver = #"""
    zmodload zsh/zpty || exit 2
    zpty z zsh -f -i
    zpty -w z "stty -echo"
    zpty -w z "cd ${(q)2}; PS1=''"
    zpty -w z "fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
    zpty -w z 'zstyle ":completion:*" insert-tab false'
    zpty -w z 'compadd() { local -a m; builtin compadd -O m "$@"; local w; for w in $m; do print -r -- "MA""TCH:$w"; done; builtin compadd "$@"; }'
    zpty -w z 'comppostfuncs=(finish); finish() { print -r -- "DO""NE-MARKER"; }'
    zpty -w -n z "$3"$'\t'
    local line
    while zpty -r z line; do
      [[ $line == *DONE-MARKER* ]] && break
      [[ $line == *MATCH:* ]] && print -r -- "${${${line#*MATCH:}%%$'\r'*}##*/}"
    done
    zpty -d z
    """#
}
