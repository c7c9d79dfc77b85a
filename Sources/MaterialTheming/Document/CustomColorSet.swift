/// A theme's custom (extended) colors by name, in the order they were added.
///
/// Names are JSON keys, so they are compared by Unicode scalars: `"é"` (U+00E9) and `"e\u{301}"`
/// are two names, although Swift `String`s compare them equal.
///
/// ```swift
/// var colors = CustomColorSet()
/// colors["Success"] = CustomColor(name: "Success", color: Color(rgb: 0x2E7D32), harmonized: true)
/// colors["Success"]?.color   // #2E7D32FF
/// colors.keys                // ["Success"]
/// ```
public struct CustomColorSet: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
  /// A name compared and hashed by its Unicode scalars.
  struct ScalarName: Hashable {
    let scalars: [UInt32]
    init(_ name: String) { scalars = name.unicodeScalars.map(\.value) }
  }

  /// The names of a dictionary literal.
  public typealias Key = String
  /// The colors of a dictionary literal.
  public typealias Value = CustomColor

  private var entries: [CustomColor] = []
  private var positions: [ScalarName: Int] = [:]

  /// An empty set.
  public init() {}

  /// A set of `elements`' values; a later name replaces an earlier one with the same scalars.
  public init(dictionaryLiteral elements: (String, CustomColor)...) {
    for (name, color) in elements { self[name] = color }
  }

  /// The color named exactly `name` (Unicode scalars compared), or `nil`; assigning `nil`
  /// removes it, assigning a color adds or replaces it in place.
  public subscript(name: String) -> CustomColor? {
    get { positions[ScalarName(name)].map { entries[$0] } }
    set {
      let key = ScalarName(name)
      switch (positions[key], newValue) {
      case (let index?, let color?): entries[index] = color
      case (nil, let color?):
        positions[key] = entries.count
        entries.append(color)
      case (let index?, nil):
        entries.remove(at: index)
        positions = [:]
        for (position, entry) in entries.enumerated() {
          positions[ScalarName(entry.name)] = position
        }
      case (nil, nil): break
      }
    }
  }

  /// The names, in the order they were added.
  public var keys: [String] { entries.map(\.name) }
  /// The names sorted by Unicode scalar values (a stable order for outputs).
  public var sortedNames: [String] {
    positions.keys.sorted { $0.scalars.lexicographicallyPrecedes($1.scalars) }.map {
      entries[positions[$0]!].name
    }
  }
  /// The number of colors.
  public var count: Int { entries.count }
  /// Whether there is no color.
  public var isEmpty: Bool { entries.isEmpty }

  /// Adds `other`'s colors, replacing those with the same names.
  public mutating func merge(_ other: CustomColorSet) {
    for color in other.entries { self[color.name] = color }
  }

  /// Iterates the colors in the order they were added.
  public func makeIterator() -> IndexingIterator<[CustomColor]> { entries.makeIterator() }

  /// Two sets are equal when they hold the same names (by scalars) with equal colors, in any
  /// order.
  public static func == (lhs: CustomColorSet, rhs: CustomColorSet) -> Bool {
    lhs.count == rhs.count
      && lhs.positions.allSatisfy { key, index in
        rhs.positions[key].map { rhs.entries[$0] == lhs.entries[index] } ?? false
      }
  }

  /// Hashes the count and the order-independent combination of the entries.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(entries.reduce(0) { $0 ^ $1.hashValue })
  }
}

/// A set of custom colors, under its former name.
@available(*, deprecated, renamed: "CustomColorSet")
public typealias ExtendedColorSet = CustomColorSet
