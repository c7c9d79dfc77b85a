/// A Swift expression for generated code that knows how to wrap itself within a line width.
///
/// A call that does not fit on its line is written with one argument per line and the
/// closing parenthesis on its own line, the layout swift-format keeps as it is.
indirect enum SwiftExpression {
  /// Text used as it is.
  case raw(String)
  /// `name(label: argument, …)`; an empty label writes the argument alone.
  case call(String, [(label: String, value: SwiftExpression)])

  /// The column limit generated files respect (swift-format's default).
  static let lineWidth = 100

  /// The expression on one line.
  var singleLine: String {
    switch self {
    case .raw(let text): return text
    case .call(let name, let arguments):
      let inner = arguments.map { Self.argument($0.label, $0.value.singleLine) }
      return name + "(" + inner.joined(separator: ", ") + ")"
    }
  }

  private static func argument(_ label: String, _ value: String) -> String {
    label.isEmpty ? value : label + ": " + value
  }

  /// Writes `prefix` + the expression + `suffix` at the source's indentation, wrapping as needed.
  func write(into out: inout SwiftSource, prefix: String, suffix: String = "") {
    let single = prefix + singleLine + suffix
    guard case .call(let name, let arguments) = self,
      out.indentationWidth + single.count > Self.lineWidth
    else {
      out.line(single)
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
