/// `material-theme completions`: prints a shell completion script generated from the declarations.
enum CompletionsCommand: Subcommand {
  static let spec = CommandSpec(
    name: "completions",
    abstract: "Print a shell completion script (bash, zsh or fish).",
    discussion: """
      bash: run 'source <(material-theme completions bash)' (e.g. in ~/.bashrc).
      zsh: save the output as _material-theme in a directory on $fpath.
      fish: save it as ~/.config/fish/completions/material-theme.fish.
      """,
    arguments: [
      ArgumentSpec(
        name: "shell", help: "The shell to complete for.",
        kind: .choice(CompletionScript.Shell.allCases.map(\.rawValue)))
    ])

  static func run(_ arguments: ParsedArguments, console: inout Console) -> ExitCode {
    let shell = CompletionScript.Shell(rawValue: arguments.positionals[0]) ?? .bash
    var script = CompletionScript.script(for: shell)
    if script.hasSuffix("\n") { script.removeLast() }
    console.out(document: script)
    return .success
  }
}
