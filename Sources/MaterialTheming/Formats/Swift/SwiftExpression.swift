/// A Swift expression for generated code that knows how to wrap itself within a line width.
///
/// A call that does not fit on its line is written with one argument per line and the
/// closing parenthesis on its own line, the layout swift-format keeps as it is.
enum SwiftExpression {
  /// Text used as it is.
  case raw(String)
  /// `name(label: argument, …)`; an empty label writes the argument alone.
  case call(String, [(label: String, value: SwiftExpression)])

  /// The column limit generated files respect (swift-format's default).
  static let lineWidth = 100

  /// The width of the expression on one line in characters, counted without building it: the
  /// pieces join at ASCII punctuation, which never merges with a neighbour into one character.
  private var width: Int {
    switch self {
    case .raw(let text): return SwiftSource.characterCount(text)
    case .call(let name, let arguments):
      var width = SwiftSource.characterCount(name) + 2 + max(0, arguments.count - 1) * 2
      for argument in arguments {
        let label = argument.label
        width += argument.value.width + (label.isEmpty ? 0 : SwiftSource.characterCount(label) + 2)
      }
      return width
    }
  }

  /// Appends the expression on one line to `out`'s current line.
  private func appendSingleLine(to out: inout SwiftSource) {
    switch self {
    case .raw(let text): out.append(text)
    case .call(let name, let arguments):
      out.append(name)
      out.append(static: "(")
      for (index, argument) in arguments.enumerated() {
        if index > 0 { out.append(static: ", ") }
        if !argument.label.isEmpty {
          out.append(argument.label)
          out.append(static: ": ")
        }
        argument.value.appendSingleLine(to: &out)
      }
      out.append(static: ")")
    }
  }

  /// Writes `prefix` + the expression + `suffix` at the source's indentation, wrapping as needed.
  func write(into out: inout SwiftSource, prefix: String, suffix: String = "") {
    guard case .call(let name, let arguments) = self,
      out.indentationWidth + SwiftSource.characterCount(prefix) + width
        + SwiftSource.characterCount(suffix) > Self.lineWidth
    else {
      out.indent()
      out.append(prefix)
      appendSingleLine(to: &out)
      out.append(suffix)
      out.endLine()
      return
    }
    out.block(prefix + name + "(", close: ")" + suffix) { out in
      for (index, argument) in arguments.enumerated() {
        let comma = index == arguments.count - 1 ? "" : ","
        let label = argument.label.isEmpty ? "" : argument.label + ": "
        argument.value.write(into: &out, prefix: label, suffix: comma)
      }
    }
  }
}
