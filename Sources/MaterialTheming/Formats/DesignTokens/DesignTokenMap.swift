/// Values by token or group name, a name matching another only when both are the same Unicode
/// scalars.
///
/// Swift's `String` equality is canonical equivalence, under which `café` written with U+00E9
/// and `café` written with `e` and U+0301 are one name; in JSON (and so in every token format)
/// they are two keys, and so two tokens. Every reader and the resolver key names with
/// `JSONKey`, the key type the theme loader compares JSON keys with; this map carries that
/// rule into the public API.
///
/// ```swift
/// file.tokens["color.light.primary"]?.value
/// file.tokens.keys.sorted()
/// ```
public struct DesignTokenMap<Value: Sendable>: Sendable {
  private var storage: [JSONKey: Value] = [:]

  /// An empty map.
  public init() {}

  /// The value named `name` (compared by Unicode scalars), or `nil`; setting `nil` removes it.
  public subscript(name: String) -> Value? {
    get { storage[JSONKey(name)] }
    set { storage[JSONKey(name)] = newValue }
  }

  /// The value named `key`, or `nil`.
  subscript(key: JSONKey) -> Value? {
    get { storage[key] }
    set { storage[key] = newValue }
  }

  /// The names, in no particular order.
  public var keys: [String] { storage.keys.map(\.text) }

  /// The values, in no particular order.
  public var values: [Value] { Array(storage.values) }

  /// How many names the map holds.
  public var count: Int { storage.count }

  /// Whether the map is empty.
  public var isEmpty: Bool { storage.isEmpty }

  /// Adds the entries of `other` whose names this map lacks.
  mutating func addMissing(_ other: DesignTokenMap<Value>) {
    storage.merge(other.storage) { mine, _ in mine }
  }
}

extension DesignTokenMap: Equatable where Value: Equatable {}
