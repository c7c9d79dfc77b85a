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
  /// Bit `i` is set when the set holds the role at ``DynamicColorRole`` table position `i`.
  private var held: UInt64 = 0
  /// The colors of the roles held, in table order (a set of a few roles stays small).
  private var colors: [Color] = []

  /// Creates an empty set.
  public init() {}

  /// Creates a set holding `roles`.
  public init(_ roles: some Sequence<(DynamicColorRole, Color)>) {
    self.init()
    for (role, color) in roles { self[role] = color }
  }

  /// Creates a set from a literal such as `[.primary: color]`.
  public init(dictionaryLiteral elements: (DynamicColorRole, Color)...) {
    self.init(elements)
  }

  /// The position in ``colors`` of the role at table position `index`, held or not.
  @inline(__always)
  private func position(_ index: Int) -> Int {
    (held & ((1 << UInt64(index)) - 1)).nonzeroBitCount
  }

  /// The color of `role`, or `nil` when the set does not hold it.
  public subscript(role: DynamicColorRole) -> Color? {
    get {
      let index = role.index
      return held & (1 << UInt64(index)) == 0 ? nil : colors[position(index)]
    }
    set {
      let index = role.index
      let bit: UInt64 = 1 << UInt64(index)
      let position = position(index)
      switch (held & bit != 0, newValue) {
      case (true, let color?): colors[position] = color
      case (true, nil):
        colors.remove(at: position)
        held &= ~bit
      case (false, let color?):
        // Appended, then moved into place: `insert(_:at:)` takes a generic path that costs
        // more than the few moves a set of a handful of roles needs.
        if colors.isEmpty { colors.reserveCapacity(8) }
        colors.append(color)
        var index = colors.count - 1
        while index > position {
          colors.swapAt(index, index - 1)
          index -= 1
        }
        held |= bit
      case (false, nil): break
      }
    }
  }

  /// Whether the set holds no role.
  public var isEmpty: Bool { held == 0 }

  /// How many roles the set holds.
  public var count: Int { held.nonzeroBitCount }

  /// Whether the set holds every role of `roles`.
  public func holdsAll(_ roles: some Sequence<DynamicColorRole>) -> Bool {
    roles.allSatisfy { held & (1 << UInt64($0.index)) != 0 }
  }

  /// Lays `other`'s roles over this set's.
  public mutating func merge(_ other: Material3RoleSet) {
    if held == 0 {
      self = other
      return
    }
    for (role, color) in other { self[role] = color }
  }

  /// The roles held, with their colors, in table order.
  public func makeIterator() -> some IteratorProtocol<(role: DynamicColorRole, color: Color)> {
    HeldRoles(held: held, colors: colors)
  }

  /// Walks the held roles in table order.
  private struct HeldRoles: IteratorProtocol {
    /// The roles not yet walked.
    var held: UInt64
    /// The colors of all held roles.
    let colors: [Color]
    /// The position in ``colors`` of the next role.
    var position = 0

    mutating func next() -> (role: DynamicColorRole, color: Color)? {
      guard held != 0 else { return nil }
      let index = held.trailingZeroBitCount
      held &= held - 1
      defer { position += 1 }
      // `spec2025Roles` is every role in table order (`allCases` would build an array).
      return (DynamicColorRole.spec2025Roles[index], colors[position])
    }
  }
}
