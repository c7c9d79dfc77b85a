/// A JSON value with ordered object keys, for deterministic machine-readable output.
///
/// ```swift
/// let value: JSONOutput = .object([("primary", .string("#6200EEFF")), ("size", .number(12))])
/// value.serialized()  // {\n  "primary": "#6200EEFF",\n  "size": 12\n}
/// ```
public indirect enum JSONOutput: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number; whole numbers print without a fraction.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONOutput])
  /// An object whose keys keep the given order.
  case object([(String, JSONOutput)])

  /// Compares structure and key order.
  public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    // By Unicode scalars, as JSON compares strings: `"café"` composed and decomposed differ.
    lhs.serialized(pretty: false).utf8.elementsEqual(rhs.serialized(pretty: false).utf8)
  }

  /// Hashes the compact serialization.
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized(pretty: false)) }

  /// The JSON text: pretty (two-space indent, one key per line) or compact on one line.
  public func serialized(pretty: Bool = true) -> String {
    var out = ""
    write(to: &out, indent: pretty ? 0 : nil, unit: "  ")
    return out
  }

  /// The JSON text, one key per line, each level indented by `indentWidth` spaces (at least
  /// one): Material Theme Builder writes its exports with four.
  public func serialized(indentWidth: Int) -> String {
    var out = ""
    write(to: &out, indent: 0, unit: String(repeating: " ", count: max(1, indentWidth)))
    return out
  }

  private func write(to out: inout String, indent: Int?, unit: String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += NumberText.decimal(value)
    case .string(let value): TextEscaping.appendJSONString(value, to: &out)
    case .array(let values):
      writeContainer(
        values.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent, unit: unit)
    case .object(let members):
      writeContainer(
        members.map { ($0.0, $0.1) }, open: "{", close: "}", to: &out, indent: indent, unit: unit)
    }
  }

  private func writeContainer(
    _ items: [(String?, JSONOutput)], open: String, close: String, to out: inout String,
    indent: Int?, unit: String
  ) {
    guard !items.isEmpty else {
      out += open + close
      return
    }
    out += open
    for (index, (key, value)) in items.enumerated() {
      if index > 0 { out += "," }
      if let indent { out += "\n" + String(repeating: unit, count: indent + 1) }
      if let key {
        TextEscaping.appendJSONString(key, to: &out)
        out += indent == nil ? ":" : ": "
      }
      value.write(to: &out, indent: indent.map { $0 + 1 }, unit: unit)
    }
    if let indent { out += "\n" + String(repeating: unit, count: indent) }
    out += close
  }
}
