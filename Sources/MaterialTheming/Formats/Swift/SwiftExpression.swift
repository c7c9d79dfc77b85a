/// A Swift expression of generated code, for ``SwiftPrinter/expression(_:prefix:suffix:)`` to
/// write on one line or wrapped.
enum SwiftExpression: Sendable {
  /// Text used as it is, never wrapped.
  case raw(String)
  /// `name(label: argument, …)`; an empty label writes the argument alone.
  case call(String, [(label: String, value: SwiftExpression)])

  /// The expression on one line.
  var singleLine: String {
    switch self {
    case .raw(let text): return text
    case .call(let name, let arguments):
      let written = arguments.map { argument in
        (argument.label.isEmpty ? "" : argument.label + ": ") + argument.value.singleLine
      }
      return name + "(" + written.joined(separator: ", ") + ")"
    }
  }
}
