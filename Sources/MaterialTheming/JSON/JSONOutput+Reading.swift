extension JSONOutput {
  /// A copy of a parsed json-c value, keeping object key order.
  init(_ node: JSONNode) {
    switch node.kind {
    case .null: self = .null
    case .boolean: self = .bool(node.bool ?? false)
    case .number: self = .number(node.number ?? 0)
    case .string: self = .string(node.string ?? "")
    case .array: self = .array(node.elements.map(JSONOutput.init))
    case .object: self = .object(node.members.map { ($0.key, JSONOutput($0.node)) })
    }
  }

  /// The member `key` of an object, or `nil`.
  public subscript(key: String) -> JSONOutput? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, when the value is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, when the value is a number.
  public var numberValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The boolean, when the value is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, when the value is an array.
  public var arrayValue: [JSONOutput]? {
    if case .array(let values) = self { return values }
    return nil
  }

  /// The members in order, when the value is an object.
  public var objectMembers: [(String, JSONOutput)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The JSON type, named as error messages say it.
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
