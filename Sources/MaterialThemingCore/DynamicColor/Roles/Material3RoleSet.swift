/// Colors by Material 3 role: one scheme of a Theme Builder export, a theme file's
/// `colors.material3` slot, or a theme's resolved role set.
///
/// A set may hold any subset of the roles. Reading a role it lacks gives `nil`; iterating gives
/// the roles it holds in ``DynamicColorRole`` table order, so every writer lists them the same
/// way without sorting.
/// ```swift
/// var roles: Material3RoleSet = [.primary: Color(rgb: 0x00677F)]
/// roles[.surface] = Color(rgb: 0xF8FAFA)
/// roles.map(\.role)  // [.surface, .primary]
/// ```
public struct Material3RoleSet: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
  /// The color of each role by ``DynamicColorRole`` table position; `nil` where none is held.
  private var colors: [Color?]

  /// Creates an empty set.
  public init() {
    colors = Array(repeating: nil, count: DynamicColorRole.allCases.count)
  }

  /// Creates a set holding `roles`.
  public init(_ roles: some Sequence<(DynamicColorRole, Color)>) {
    self.init()
    for (role, color) in roles { self[role] = color }
  }

  /// Creates a set from a literal such as `[.primary: color]`.
  public init(dictionaryLiteral elements: (DynamicColorRole, Color)...) {
    self.init(elements)
  }

  /// The color of `role`, or `nil` when the set does not hold it.
  public subscript(role: DynamicColorRole) -> Color? {
    get { colors[role.index] }
    set { colors[role.index] = newValue }
  }

  /// Whether the set holds no role.
  public var isEmpty: Bool { colors.allSatisfy { $0 == nil } }

  /// How many roles the set holds.
  public var count: Int { colors.count { $0 != nil } }

  /// Whether the set holds every role of `roles`.
  public func holdsAll(_ roles: some Sequence<DynamicColorRole>) -> Bool {
    roles.allSatisfy { self[$0] != nil }
  }

  /// Lays `other`'s roles over this set's.
  public mutating func merge(_ other: Material3RoleSet) {
    for (role, color) in other { self[role] = color }
  }

  /// The roles held, with their colors, in table order.
  public func makeIterator() -> some IteratorProtocol<(role: DynamicColorRole, color: Color)> {
    DynamicColorRole.allCases.lazy.compactMap { role in
      self[role].map { (role: role, color: $0) }
    }.makeIterator()
  }
}
