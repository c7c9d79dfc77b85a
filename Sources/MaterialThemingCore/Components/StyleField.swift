/// One field of a component style, declared once: its key, its kind, and where it lives in the
/// style and in the style's overrides.
///
/// A style's table (``BottomNavigationStyle/fields``, ``BottomDrawerStyle/fields``) is the one
/// place that names its fields for files and outputs. Decoding, merging, applying overrides,
/// every writer and exporter, the design-token importer and the JSON Schema walk the table, so
/// adding a field is one entry in the table plus the theming rule that sets it.
///
/// The key is the field's name in theme files, resolved JSON and design tokens, and also the
/// name of the style's Swift property (generated Swift assigns `style.<key>`). A field inside a
/// ``group`` is written as a member of the group's object (`<group>.<key>`).
///
/// A field is a class so that walking a table copies one reference per field rather than its
/// key, group and key paths.
package final class StyleField<Style, Overrides>: Sendable {
  /// What a field holds, with the key paths into the style and into the overrides.
  package enum Kind: Sendable {
    /// A color; overrides state a ``ColorValue`` (a literal or a scheme role).
    case color(
      WritableKeyPath<Style, Color> & Sendable,
      override: WritableKeyPath<Overrides, ColorValue?> & Sendable)
    /// A font; overrides state a ``FontValue`` (a text style or changes to the current font).
    case font(
      WritableKeyPath<Style, Font> & Sendable,
      override: WritableKeyPath<Overrides, FontValue?> & Sendable)
    /// A length in points; overrides state a number in `range`.
    case length(
      WritableKeyPath<Style, Double> & Sendable,
      override: WritableKeyPath<Overrides, Double?> & Sendable, range: ClosedRange<Double>)
    /// A color only some styles draw (`nil` for none) that theme files do not override:
    /// outputs write it when present.
    case optionalColor(KeyPath<Style, Color?> & Sendable)
  }

  /// The key in files and outputs; also the style's Swift property (or, in a group, the label).
  package let key: String
  /// The object the field is a member of, or `nil` for a member of the style itself.
  package let group: StyleFieldGroup?
  /// The value kind and key paths.
  package let kind: Kind

  /// Declares a field.
  package init(_ key: String, in group: StyleFieldGroup? = nil, _ kind: Kind) {
    self.key = key
    self.group = group
    self.kind = kind
  }

  /// Whether theme files can state this field (every kind but ``Kind/optionalColor(_:)``).
  package var isOverridable: Bool {
    if case .optionalColor = kind { return false }
    return true
  }

  /// The field's value in `style`, or `nil` for an optional color the style does not draw.
  ///
  /// Inlinable, as are ``override(in:)`` and ``apply(_:to:scheme:)``: the writers in other
  /// modules then read and set the fields of a concrete style; unspecialized, every key path
  /// is applied through generic metadata, which made resolving and writing a theme's styles
  /// several times slower than the generation budget allows.
  @inlinable
  package func value(in style: Style) -> StyleFieldValue? {
    switch kind {
    case .color(let path, _): .color(style[keyPath: path])
    case .font(let path, _): .font(style[keyPath: path])
    case .length(let path, _, _): .length(style[keyPath: path])
    case .optionalColor(let path): style[keyPath: path].map { .color($0) }
    }
  }

  /// The value `overrides` states for this field, or `nil` when it states none.
  @inlinable
  package func override(in overrides: Overrides) -> StyleFieldOverride? {
    switch kind {
    case .color(_, let path): overrides[keyPath: path].map { .color($0) }
    case .font(_, let path): overrides[keyPath: path].map { .font($0) }
    case .length(_, let path, _): overrides[keyPath: path].map { .length($0) }
    case .optionalColor: nil
    }
  }

  /// Lays `child`'s stated value over `result`'s.
  package func merge(_ child: Overrides, into result: inout Overrides) {
    switch kind {
    case .color(_, let override):
      if let value = child[keyPath: override] { result[keyPath: override] = value }
    case .font(_, let override):
      if let value = child[keyPath: override] { result[keyPath: override] = value }
    case .length(_, let override, _):
      if let value = child[keyPath: override] { result[keyPath: override] = value }
    case .optionalColor: break
    }
  }

  /// Sets `style`'s field to the value `overrides` states, resolving roles and text styles
  /// against `scheme`; leaves it alone when nothing is stated.
  @inlinable
  package func apply(_ overrides: Overrides, to style: inout Style, scheme: ContainerScheme) {
    switch kind {
    case .color(let path, let override):
      if let value = overrides[keyPath: override] {
        style[keyPath: path] = value.resolved(in: scheme.colorScheme)
      }
    case .font(let path, let override):
      switch overrides[keyPath: override] {
      case .textStyle(let textStyle): style[keyPath: path] = scheme.typographyScheme[textStyle]
      case .custom(let change): style[keyPath: path] = change.applied(to: style[keyPath: path])
      case nil: break
      }
    case .length(let path, let override, _):
      if let value = overrides[keyPath: override] { style[keyPath: path] = value }
    case .optionalColor: break
    }
  }
}

/// The value of one field of a resolved style.
package enum StyleFieldValue: Sendable, Hashable {
  /// A color.
  case color(Color)
  /// A font.
  case font(Font)
  /// A length in points.
  case length(Double)
}

/// The value a theme file states for one field of a style.
package enum StyleFieldOverride: Sendable, Hashable {
  /// A literal color or a scheme role.
  case color(ColorValue)
  /// A text style or changes to the current font.
  case font(FontValue)
  /// A length in points.
  case length(Double)
}

/// An object that groups style fields in files and outputs, such as a drawer's top corner radii.
package struct StyleFieldGroup: Sendable, Hashable {
  /// The group's key in files and outputs, and the style's Swift property holding the group.
  package let key: String
  /// The Swift type of that property; generated Swift calls its memberwise initializer with the
  /// group's field keys as labels.
  package let swiftType: String

  /// Declares a group.
  package init(_ key: String, swiftType: String) {
    self.key = key
    self.swiftType = swiftType
  }
}

/// Overrides of a component style: every member optional, `nil` keeping what theming set.
package protocol StyleOverrides: Sendable, Hashable {
  /// Creates overrides that state nothing.
  init()
}

/// A component style whose fields are declared in one table.
package protocol FieldTableStyle: Sendable {
  /// The overrides theme files state for this style.
  associatedtype Overrides: StyleOverrides
  /// The style's fields in file and output order (which is also the order overrides apply in).
  static var fields: [StyleField<Self, Overrides>] { get }
}

extension FieldTableStyle {
  /// The elevations theme files may state, in points.
  package static var elevationRange: ClosedRange<Double> { 0...1_000 }
  /// The margins and radii theme files may state, in points.
  package static var lengthRange: ClosedRange<Double> { 0...10_000 }

  /// The fields theme files can state.
  ///
  /// Built on each call: callers on a hot path (the decoder) keep the result. Closures rather
  /// than key-path literals: a key path into a generic class is instantiated at run time on
  /// every use.
  package static var overridableFields: [StyleField<Self, Overrides>] {
    fields.filter { $0.isOverridable }
  }

  /// The keys a theme file may state in the style's object: each overridable field's key, or
  /// its group's key (once), in table order.
  package static var overrideKeys: [String] {
    var keys: [String] = []
    for field in overridableFields {
      let key = field.group?.key ?? field.key
      if !keys.contains(key) { keys.append(key) }
    }
    return keys
  }

  /// The keys a theme file may state in `group`'s object, in table order.
  package static func overrideKeys(in group: StyleFieldGroup) -> [String] {
    overridableFields.filter { $0.group == group }.map { $0.key }
  }

  /// The groups of the overridable fields, in table order.
  package static var overridableGroups: [StyleFieldGroup] {
    var groups: [StyleFieldGroup] = []
    for case let group? in overridableFields.map({ $0.group }) where !groups.contains(group) {
      groups.append(group)
    }
    return groups
  }

  /// `base` with `child`'s stated values laid over it.
  package static func merging(_ base: Overrides, _ child: Overrides) -> Overrides {
    var result = base
    for field in fields { field.merge(child, into: &result) }
    return result
  }

  /// Lays the stated `overrides` over each of `styles`, resolving against the scheme at the same
  /// index (the fields `overrides` states are found once for all of them).
  @inlinable
  package static func apply(
    _ overrides: Overrides, to styles: inout [Self], schemes: [ContainerScheme]
  ) {
    guard overrides != Overrides() else { return }
    let stated = fields.filter { $0.override(in: overrides) != nil }
    for index in styles.indices {
      for field in stated { field.apply(overrides, to: &styles[index], scheme: schemes[index]) }
    }
  }

}
