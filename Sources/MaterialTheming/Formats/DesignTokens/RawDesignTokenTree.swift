/// A DTCG token as written: before `$extends`, type inheritance and references are resolved.
struct RawDesignToken: Sendable {
  /// Where the token object sits in its file.
  var pointer: JSONPointer
  /// The token's own `$type`.
  var type: String?
  /// The `$value` as written (references kept).
  var value: JSONOutput
  /// `$description`.
  var description: String?
  /// `$extensions`, kept verbatim.
  var extensions: JSONOutput?
  /// `$deprecated` (`true`, a reason, or `false`).
  var deprecated: JSONOutput?
}

/// A DTCG group as written: its properties and its tokens and groups in file order.
struct RawDesignTokenGroup: Sendable {
  /// Where the group object sits in its file.
  var pointer: JSONPointer
  /// `$type`, inherited by descendants that state none.
  var type: String?
  /// `$description`.
  var description: String?
  /// `$extensions`, kept verbatim.
  var extensions: JSONOutput?
  /// `$deprecated`.
  var deprecated: JSONOutput?
  /// The dotted path inside `$extends: "{…}"`, when the group extends another.
  var extends: String?
  /// Tokens and groups by name, in file order.
  var children: [(name: String, entry: RawDesignTokenEntry)] = []

  /// The child named `name`, or `nil`.
  func child(_ name: String) -> RawDesignTokenEntry? {
    children.first { $0.name == name }?.entry
  }

  /// The entry at `path` below this group, or `nil`.
  func entry(at path: [String]) -> RawDesignTokenEntry? {
    guard let first = path.first else { return .group(self) }
    guard let child = child(first) else { return nil }
    if path.count == 1 { return child }
    guard case .group(let group) = child else { return nil }
    return group.entry(at: Array(path.dropFirst()))
  }
}

/// A member of a group: a token or a nested group.
indirect enum RawDesignTokenEntry: Sendable {
  /// A token (an object with `$value`).
  case token(RawDesignToken)
  /// A group (an object without `$value`).
  case group(RawDesignTokenGroup)
}
