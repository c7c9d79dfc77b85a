import MaterialTheming

/// Usage lines and `--help` text generated from a ``CommandSpec``, in one layout for every
/// command: OVERVIEW, USAGE, ARGUMENTS, OPTIONS (and any option groups), as swift-argument-parser
/// prints them.
enum HelpText {
  /// The width help text is wrapped to.
  static let width = 80
  /// The column descriptions start at.
  static let descriptionColumn = 26

  /// `material-theme <name> <arguments> [options]`, wrapped under its first word after the name.
  static func usage(_ spec: CommandSpec) -> String {
    var parts = spec.arguments.map(\.synopsis)
    for option in spec.options {
      let synopsis = option.synopsis + (option.isRepeatable ? " ..." : "")
      parts.append(option.isRequired ? synopsis : "[\(synopsis)]")
    }
    let lead = "\(MaterialThemeCommand.toolName) \(spec.name)"
    return wrap(parts, lead: lead, startColumn: 7, indent: 7 + lead.count + 1)
  }

  /// The full `--help` text of `spec`.
  static func help(_ spec: CommandSpec) -> String {
    var sections = ["OVERVIEW: \(spec.abstract)"]
    if !spec.discussion.isEmpty { sections.append(spec.discussion) }
    sections.append("USAGE: \(usage(spec))")
    if !spec.arguments.isEmpty {
      let rows = spec.arguments.map { argument in
        guard case .choice(let words) = argument.kind else {
          return ("<\(argument.name)>", argument.help)
        }
        return ("<\(argument.name)>", "\(argument.help) (values: \(words.joined(separator: ", ")))")
      }
      sections.append("ARGUMENTS:\n" + table(rows))
    }
    var groups: [String] = []
    for group in spec.options.compactMap(\.group) where !groups.contains(group) {
      groups.append(group)
    }
    for group in groups {
      let rows = spec.options.filter { $0.group == group }.map(row)
      sections.append("\(group.uppercased()):\n" + table(rows))
    }
    let ungrouped = spec.options.filter { $0.group == nil }.map(row)
    sections.append("OPTIONS:\n" + table(ungrouped + [helpRow]))
    return sections.joined(separator: "\n\n")
  }

  /// The built-in `-h, --help` row.
  static let helpRow = ("-h, --help", "Show help information.")

  /// The label and description of one option: choices, range and default appended.
  static func row(_ option: OptionSpec) -> (String, String) {
    var label = option.short.map { "-\($0), " } ?? ""
    label += option.synopsis
    var notes: [String] = []
    switch option.kind {
    case .choice(let words): notes.append("values: " + words.joined(separator: ", "))
    case .number(let range):
      notes.append(
        "\(NumberText.decimal(range.lowerBound)) to \(NumberText.decimal(range.upperBound))")
    default: break
    }
    if let value = option.defaultValue { notes.append("default: \(value)") }
    let text = notes.isEmpty ? option.help : "\(option.help) (\(notes.joined(separator: "; ")))"
    return (label, text)
  }

  /// Rows of `label  description`, descriptions wrapped at ``descriptionColumn``.
  static func table(_ rows: [(String, String)]) -> String {
    rows.map { label, text in
      let words = text.split(separator: " ").map(String.init)
      let lead = "  " + label
      let description = wrap(
        words, lead: "", startColumn: descriptionColumn, indent: descriptionColumn)
      if lead.count + 2 > descriptionColumn {
        return lead + "\n" + String(repeating: " ", count: descriptionColumn) + description
      }
      return lead.padding(toLength: descriptionColumn, withPad: " ", startingAt: 0) + description
    }.joined(separator: "\n")
  }

  /// `parts` joined by spaces after `lead` (which starts at `startColumn`), broken before a part
  /// that would pass ``width``; continuation lines are indented by `indent`.
  static func wrap(_ parts: [String], lead: String, startColumn: Int, indent: Int) -> String {
    var lines: [String] = []
    var line = lead
    var column = startColumn + lead.count
    for part in parts {
      let separator = line.isEmpty ? "" : " "
      if !line.isEmpty && line != lead && column + separator.count + part.count > width {
        lines.append(line)
        line = part
        column = indent + part.count
      } else {
        line += separator + part
        column += separator.count + part.count
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}
