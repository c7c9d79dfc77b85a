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
  /// Where ``extends`` is written: the pointer of the `$extends` (or `$ref`) member and the
  /// source holding it. A merge keeps them with ``extends``, so a later source that merely
  /// adds tokens to the group does not take over the error about it.
  var extendsMember: (pointer: JSONPointer, source: Int)?
  /// Tokens and groups by name, in file order.
  private(set) var children: [(name: String, entry: RawDesignTokenEntry)] = []
  /// The position of each child in ``children``, by name (compared by Unicode scalars): a
  /// lookup costs the same in a group of ten tokens and of a hundred thousand.
  private var positions: [JSONKey: Int] = [:]

  /// An empty group at `pointer`.
  init(pointer: JSONPointer, source: Int = 0) {
    self.pointer = pointer
    self.source = source
  }

  /// The position of the child named `name` in ``children``, or `nil`.
  func index(of name: String) -> Int? { positions[JSONKey(name)] }

  /// The child named `name`, or `nil`.
  func child(_ name: String) -> RawDesignTokenEntry? {
    index(of: name).map { children[$0].entry }
  }

  /// Adds `entry` as the child `name`, replacing a child of that name in its place.
  mutating func set(_ name: String, _ entry: RawDesignTokenEntry) {
    if let index = index(of: name) {
      children[index].entry = entry
    } else {
      positions[JSONKey(name)] = children.count
      children.append((name, entry))
    }
  }

  /// Replaces the entry of the child at `index`.
  mutating func replaceEntry(at index: Int, with entry: RawDesignTokenEntry) {
    children[index].entry = entry
  }

  /// Takes the entry of the child at `index` out (leaving an empty group in its place), so that
  /// it can be changed without copying it while the group still holds it.
  mutating func takeEntry(at index: Int) -> RawDesignTokenEntry {
    let entry = children[index].entry
    children[index].entry = .group(RawDesignTokenGroup(pointer: pointer, source: source))
    return entry
  }

  /// Removes every child.
  mutating func removeAllChildren() {
    children = []
    positions = [:]
  }

  /// The entry at `path` below this group, or `nil`.
  func entry(at path: [String]) -> RawDesignTokenEntry? {
    var group = self
    for (offset, name) in path.enumerated() {
      guard let child = group.child(name) else { return nil }
      if offset == path.count - 1 { return child }
      guard case .group(let inner) = child else { return nil }
      group = inner
    }
    return .group(self)
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
