/// A design token as written: before `$extends`, type inheritance and references are resolved.
///
/// Every token format (DTCG, the older `value`/`type` format, Tokens Studio sets, Figma
/// variables) is read into this one shape, so resolution and mapping are shared.
struct RawDesignToken: Sendable {
  /// Where the token object sits in its file.
  var pointer: JSONPointer
  /// Where the value sits (`/…/$value` in DTCG, `/…/value` in the older format, a mode's
  /// entry in Figma's `valuesByMode`).
  var valuePointer: JSONPointer
  /// Which of the sources being read holds the token (an index into the reader's documents).
  var source = 0
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
  /// The mode the format gives this token (a Figma mode, a Tokens Studio theme), when it does.
  var mode: String?
  /// Set when the reader already knows the token is to be skipped (a Figma alias to a
  /// variable of another file).
  var skip: DesignTokenSkip.Reason?

  /// A token at `pointer` whose value is its `$value` member.
  init(pointer: JSONPointer, value: JSONOutput, source: Int = 0) {
    self.pointer = pointer
    self.valuePointer = pointer.appending("$value")
    self.value = value
    self.source = source
  }
}

/// A design-token group as written: its properties and its tokens and groups in file order.
struct RawDesignTokenGroup: Sendable {
  /// Where the group object sits in its file.
  var pointer: JSONPointer
  /// Which of the sources being read holds the group.
  var source = 0
  /// `$type`, inherited by descendants that state none.
  var type: String?
  /// `$description`.
  var description: String?
  /// `$extensions`, kept verbatim.
  var extensions: JSONOutput?
  /// `$deprecated`, inherited by descendants that state none.
  var deprecated: JSONOutput?
  /// The dotted path of the group `$extends` (or a group-level `$ref`) names.
  var extends: String?
  /// Tokens and groups by name, in file order.
  var children: [(name: String, entry: RawDesignTokenEntry)] = []

  /// An empty group at `pointer`.
  init(pointer: JSONPointer, source: Int = 0) {
    self.pointer = pointer
    self.source = source
  }

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

  /// The number of tokens in this group and the groups below it.
  var tokenCount: Int {
    children.reduce(0) { count, child in
      switch child.entry {
      case .token: count + 1
      case .group(let group): count + group.tokenCount
      }
    }
  }
}

/// A member of a group: a token or a nested group.
///
/// The three raw types state `Sendable` explicitly: inferring it goes round the array of tuples
/// in ``RawDesignTokenGroup/children`` and, depending on how the compiler batches files, ends
/// in a "circular reference" error.
indirect enum RawDesignTokenEntry: Sendable {
  /// A token (an object with `$value`).
  case token(RawDesignToken)
  /// A group (an object without `$value`).
  case group(RawDesignTokenGroup)
}
