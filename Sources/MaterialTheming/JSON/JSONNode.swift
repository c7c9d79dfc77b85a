internal import CJSONC

/// The JSON type of a value, named as error messages say it.
enum JSONKind: Sendable, Hashable, CustomStringConvertible {
  case null, boolean, number, string, object, array

  /// "a string", "an object", …
  var description: String {
    switch self {
    case .null: "null"
    case .boolean: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .object: "an object"
    case .array: "an array"
    }
  }
}

/// A read-only view of one value in a ``JSONDocument`` and the pointer that names it.
///
/// It reads json-c's objects in place; the document must outlive it. The pointer is kept as
/// the container's pointer plus this value's key, and joined only when asked for (errors),
/// so that reading a member costs no allocation.
struct JSONNode {
  /// json-c's object; `nil` for JSON `null`.
  let handle: OpaquePointer?
  /// The pointer of the containing value; for the root, the root's own pointer.
  let parentPointer: JSONPointer
  /// The key (or array index) naming the value in its container; `nil` for the root.
  let token: String?

  /// A node at `pointer`.
  init(handle: OpaquePointer?, pointer: JSONPointer) {
    self.handle = handle
    self.parentPointer = pointer
    self.token = nil
  }

  /// The member or element `token` of the container at `parent`.
  init(handle: OpaquePointer?, parent: JSONPointer, token: String) {
    self.handle = handle
    self.parentPointer = parent
    self.token = token
  }

  /// Where the value sits in the document.
  var pointer: JSONPointer { token.map { parentPointer.appending($0) } ?? parentPointer }

  /// The JSON type.
  var kind: JSONKind {
    guard let handle else { return .null }
    switch json_object_get_type(handle) {
    case json_type_boolean: return .boolean
    case json_type_double, json_type_int: return .number
    case json_type_string: return .string
    case json_type_object: return .object
    case json_type_array: return .array
    default: return .null
    }
  }

  /// The string, when the value is a string.
  var string: String? {
    guard let handle, json_object_get_type(handle) == json_type_string else { return nil }
    let length = Int(json_object_get_string_len(handle))
    guard let pointer = json_object_get_string(handle) else { return "" }
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// The UTF-8 bytes of a string value, read in place, passed to `body`.
  func withStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
    guard let handle, json_object_get_type(handle) == json_type_string,
      let pointer = json_object_get_string(handle)
    else { return nil }
    let length = Int(json_object_get_string_len(handle))
    return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      body(UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// The number, when the value is a number (integers are exact up to 2^53).
  var number: Double? {
    guard let handle else { return nil }
    switch json_object_get_type(handle) {
    case json_type_int: return Double(json_object_get_int64(handle))
    case json_type_double: return json_object_get_double(handle)
    default: return nil
    }
  }

  /// The boolean, when the value is `true` or `false`.
  var bool: Bool? {
    guard let handle, json_object_get_type(handle) == json_type_boolean else { return nil }
    return json_object_get_boolean(handle) != 0
  }

  /// The number of members of an object; 0 for other kinds.
  var memberCount: Int {
    guard let handle, json_object_get_type(handle) == json_type_object else { return 0 }
    return Int(json_object_object_length(handle))
  }

  /// The members of an object in document order; empty for other kinds.
  var members: [(key: String, node: JSONNode)] {
    guard let handle, json_object_get_type(handle) == json_type_object else { return [] }
    var result: [(key: String, node: JSONNode)] = []
    let parent = pointer
    Self.walkMembers(of: handle) { (name, value) throws(Never) -> Bool in
      let key = String(cString: name)
      result.append((key, JSONNode(handle: value, parent: parent, token: key)))
      return true
    }
    return result
  }

  /// The member `key` of an object, or `nil` when absent (a present `null` is a node of kind null).
  func member(_ key: String) -> JSONNode? { member(key, parentPointer: pointer) }

  /// The member `key`, given this node's pointer (computed once by the caller).
  func member(_ key: String, parentPointer: JSONPointer) -> JSONNode? {
    guard let handle, json_object_get_type(handle) == json_type_object else { return nil }
    var value: OpaquePointer?
    // `withCString` lends a literal's or native string's own bytes; passing `key` directly
    // would copy it into a new array on every lookup.
    let found = key.withCString { Self.lookUp($0, in: handle, &value) }
    guard found else { return nil }
    return JSONNode(handle: value, parent: parentPointer, token: key)
  }

  /// The most members an object may hold for ``lookUp(_:in:_:)`` to walk them rather than ask
  /// json-c's hash table.
  static let linearLookupLimit = 16

  /// What `json_object_object_get_ex` finds: whether the object holds `key`, and its value.
  ///
  /// In an object of at most ``linearLookupLimit`` members (every object of a theme but the
  /// largest), walks the members comparing keys in place: most differ in their first byte,
  /// while json-c hashes the whole key and compares it again (decoders look up every key they
  /// know, most of them absent). Keys are compared as C strings, as json-c compares them.
  static func lookUp(
    _ key: UnsafePointer<CChar>, in object: OpaquePointer, _ value: inout OpaquePointer?
  ) -> Bool {
    guard json_object_object_length(object) <= linearLookupLimit else {
      return json_object_object_get_ex(object, key, &value) != 0
    }
    var found = false
    walkMembers(of: object) { (name, member) throws(Never) -> Bool in
      guard sameCString(name, key) else { return true }
      value = member
      found = true
      return false
    }
    return found
  }

  /// Whether the NUL-terminated `lhs` and `rhs` are the same bytes.
  @inline(__always)
  private static func sameCString(_ lhs: UnsafePointer<CChar>, _ rhs: UnsafePointer<CChar>)
    -> Bool
  {
    var index = 0
    while lhs[index] == rhs[index] {
      if lhs[index] == 0 { return true }
      index += 1
    }
    return false
  }

  /// Calls `body` with each member's key (a NUL-terminated C string) and value, in document
  /// order; does nothing for other kinds.
  func forEachMemberUnchecked(_ body: (UnsafePointer<CChar>, OpaquePointer?) -> Void) {
    guard let handle, json_object_get_type(handle) == json_type_object else { return }
    Self.walkMembers(of: handle) { (name, value) throws(Never) -> Bool in
      body(name, value)
      return true
    }
  }

  /// Calls `body` with each member's key (a NUL-terminated C string) and value, in document
  /// order, stopping at the first error; does nothing for other kinds.
  func forEachMember(
    _ body: (UnsafePointer<CChar>, OpaquePointer?) throws(ThemeError) -> Void
  ) throws(ThemeError) {
    guard let handle, json_object_get_type(handle) == json_type_object else { return }
    try Self.walkMembers(of: handle) { (name, value) throws(ThemeError) -> Bool in
      try body(name, value)
      return true
    }
  }

  /// The one walk over a json-c object's members: calls `body` with each key (a NUL-terminated
  /// C string) and value in document order until it returns `false`. Every reader of members
  /// (``members``, ``forEachMember(_:)``, the duplicate-key check) goes through it.
  ///
  /// It follows the entries of the object's hash table in insertion order, as json-c's own
  /// `json_object_object_foreach` does, through linkhash's inline accessors: the iterator
  /// functions cost a library call per step, and every key of every file is walked.
  @inline(__always)
  static func walkMembers<Failure: Error>(
    of object: OpaquePointer,
    _ body: (UnsafePointer<CChar>, OpaquePointer?) throws(Failure) -> Bool
  ) throws(Failure) {
    guard let table = json_object_get_object(object) else { return }
    var entry = lh_table_head(table)
    while let current = entry {
      if let name = lh_entry_k(current),
        try !body(
          name.assumingMemoryBound(to: CChar.self), lh_entry_v(current).map(OpaquePointer.init))
      {
        return
      }
      entry = lh_entry_next(current)
    }
  }

  /// Whether this object, or any object reached from it through object members only (not
  /// through arrays), has a member named `key`; compares json-c's keys in place, allocating
  /// nothing.
  func containsMemberInNestedObjects(named key: StaticString) -> Bool {
    guard let handle, json_object_get_type(handle) == json_type_object else { return false }
    return Self.objectContainsMember(handle, key.utf8Start, key.utf8CodeUnitCount)
  }

  private static func objectContainsMember(
    _ object: OpaquePointer, _ key: UnsafePointer<UInt8>, _ length: Int
  ) -> Bool {
    var found = false
    walkMembers(of: object) { (name, value) throws(Never) -> Bool in
      if isKey(name, key, length) {
        found = true
      } else if let value, json_object_get_type(value) == json_type_object,
        objectContainsMember(value, key, length)
      {
        found = true
      }
      return !found
    }
    return found
  }

  /// Which of `keys` this object, or any object reached from it through object members only
  /// (not through arrays), has a member named: bit `i` is set when `keys[i]` is found. One walk
  /// for all the keys (as ``containsMemberInNestedObjects(named:)`` makes for one), stopping once
  /// every key is found; allocates nothing.
  func nestedMemberNames(among keys: [StaticString]) -> UInt {
    guard let handle, json_object_get_type(handle) == json_type_object else { return 0 }
    precondition(keys.count <= UInt.bitWidth, "at most \(UInt.bitWidth) keys")
    let all: UInt = keys.count == UInt.bitWidth ? ~0 : (1 << keys.count) - 1
    var found: UInt = 0
    Self.collectMemberNames(handle, keys, all, &found)
    return found
  }

  private static func collectMemberNames(
    _ object: OpaquePointer, _ keys: [StaticString], _ all: UInt, _ found: inout UInt
  ) {
    walkMembers(of: object) { (name, value) throws(Never) -> Bool in
      for (index, key) in keys.enumerated()
      where found & (1 << index) == 0 && isKey(name, key.utf8Start, key.utf8CodeUnitCount) {
        found |= 1 << index
      }
      if found != all, let value, json_object_get_type(value) == json_type_object {
        collectMemberNames(value, keys, all, &found)
      }
      return found != all
    }
  }

  /// Whether the NUL-terminated `name` spells the `length` bytes at `key`.
  private static func isKey(
    _ name: UnsafePointer<CChar>, _ key: UnsafePointer<UInt8>, _ length: Int
  )
    -> Bool
  {
    for index in 0..<length where UInt8(bitPattern: name[index]) != key[index] { return false }
    return name[length] == 0
  }

  /// The elements of an array in order; empty for other kinds.
  var elements: [JSONNode] {
    guard let handle, json_object_get_type(handle) == json_type_array else { return [] }
    let count = json_object_array_length(handle)
    let parent = pointer
    return (0..<count).map {
      JSONNode(handle: json_object_array_get_idx(handle, $0), parent: parent, token: String($0))
    }
  }
}
