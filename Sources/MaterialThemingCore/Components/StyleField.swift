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

  /// Where the field is stored in a style and in overrides, as byte offsets (SE-0210's
  /// `MemoryLayout.offset(of:)`), or `nil` where a key path does not name inline storage: reading
  /// a whole table through key paths costs a runtime projection per field, reading at an offset
  /// a load.
  private let offsets: (style: Int?, override: Int?)

  /// The field as a writer walking a table per style reads it in place, when it is a color or a
  /// length stored inline; `nil` for every other field.
  package let plainSlot: StyleFieldSlot?

  /// How a computed member (one without an offset) is read without a key path, when the table
  /// gives a way; `nil` otherwise. It reads through a pointer, so that reading one member does
  /// not copy the whole style.
  private let computed: (@Sendable (UnsafePointer<Style>) -> StyleFieldValue?)?

  /// How a color member without an offset (a computed or observed one) is set without a key
  /// path, when the table gives a way; `nil` otherwise. Setting through a writable key path
  /// allocates a write-back buffer for such a member on every call.
  private let assignColor: (@Sendable (inout Style, Color) -> Void)?

  /// Declares a field; `computed` reads a member that is computed rather than stored (a key
  /// path projection copies the whole style to read it), and `assignColor` sets such a color
  /// member as its key path would (observers and all).
  package init(
    _ key: String, in group: StyleFieldGroup? = nil, _ kind: Kind,
    computed: (@Sendable (UnsafePointer<Style>) -> StyleFieldValue?)? = nil,
    assignColor: (@Sendable (inout Style, Color) -> Void)? = nil
  ) {
    self.key = key
    self.group = group
    self.kind = kind
    self.computed = computed
    self.assignColor = assignColor
    switch kind {
    case .color(let path, let override):
      offsets = (MemoryLayout<Style>.offset(of: path), MemoryLayout<Overrides>.offset(of: override))
    case .font(let path, let override):
      offsets = (MemoryLayout<Style>.offset(of: path), MemoryLayout<Overrides>.offset(of: override))
    case .length(let path, let override, _):
      offsets = (MemoryLayout<Style>.offset(of: path), MemoryLayout<Overrides>.offset(of: override))
    case .optionalColor(let path): offsets = (MemoryLayout<Style>.offset(of: path), nil)
    }
    switch (kind, offsets.style) {
    case (.color, let offset?): plainSlot = .color(offset: offset)
    case (.length, let offset?): plainSlot = .length(offset: offset)
    default: plainSlot = nil
    }
  }

  /// The member of the value whose bytes are `bytes` at `offset` (its key path's storage), or —
  /// without an offset — `root`'s member through `path`.
  @inline(__always)
  private static func read<Root, Value>(
    _ root: Root, _ bytes: UnsafeRawBufferPointer, _ path: KeyPath<Root, Value>, at offset: Int?
  ) -> Value {
    guard let offset else { return root[keyPath: path] }
    return bytes.load(fromByteOffset: offset, as: Value.self)
  }

  /// Whether theme files can state this field (every kind but ``Kind/optionalColor(_:)``).
  package var isOverridable: Bool {
    if case .optionalColor = kind { return false }
    return true
  }

  /// The field's value in `style`, or `nil` for an optional color the style does not draw.
  package func value(in style: Style) -> StyleFieldValue? {
    withUnsafePointer(to: style) { value(at: $0) }
  }

  /// The field's value in the style at `style`, read in place: a writer walking a table over
  /// styles held in an array reads each field without copying the style or building an array
  /// of values.
  @_specialize(
    exported:true,where Style == BottomNavigationStyle, Overrides == BottomNavigationOverrides
  )
  @_specialize(exported:true,where Style == BottomDrawerStyle, Overrides == BottomDrawerOverrides)
  package func value(at style: UnsafePointer<Style>) -> StyleFieldValue? {
    // A stored member is loaded at its offset; matching the kind without binding its key
    // paths keeps them from being retained on every read.
    guard let offset = offsets.style else { return valueWithoutOffset(at: style) }
    let bytes = UnsafeRawPointer(style)
    switch kind {
    case .color: return .color(bytes.load(fromByteOffset: offset, as: Color.self))
    case .font: return .font(bytes.load(fromByteOffset: offset, as: Font.self))
    case .length: return .length(bytes.load(fromByteOffset: offset, as: Double.self))
    case .optionalColor:
      return bytes.load(fromByteOffset: offset, as: Color?.self).map { .color($0) }
    }
  }

  /// The value of a member without an offset (a computed or observed one): through the
  /// table's reader when it gives one, through the key path otherwise.
  private func valueWithoutOffset(at style: UnsafePointer<Style>) -> StyleFieldValue? {
    if let computed { return computed(style) }
    switch kind {
    case .color(let path, _): return .color(style.pointee[keyPath: path])
    case .font(let path, _): return .font(style.pointee[keyPath: path])
    case .length(let path, _, _): return .length(style.pointee[keyPath: path])
    case .optionalColor(let path): return style.pointee[keyPath: path].map { .color($0) }
    }
  }

  /// Whether the styles at `first` and `second` hold the same value for this field (or both
  /// lack it), compared in place: what `value(at: first) == value(at: second)` says, without
  /// wrapping either value.
  @_specialize(
    exported:true,where Style == BottomNavigationStyle, Overrides == BottomNavigationOverrides
  )
  @_specialize(exported:true,where Style == BottomDrawerStyle, Overrides == BottomDrawerOverrides)
  package func holdsSameValue(at first: UnsafePointer<Style>, _ second: UnsafePointer<Style>)
    -> Bool
  {
    guard let offset = offsets.style else { return value(at: first) == value(at: second) }
    let one = UnsafeRawPointer(first)
    let other = UnsafeRawPointer(second)
    switch kind {
    case .color:
      return one.load(fromByteOffset: offset, as: Color.self)
        == other.load(fromByteOffset: offset, as: Color.self)
    case .font:
      return one.load(fromByteOffset: offset, as: Font.self)
        == other.load(fromByteOffset: offset, as: Font.self)
    case .length:
      return one.load(fromByteOffset: offset, as: Double.self)
        == other.load(fromByteOffset: offset, as: Double.self)
    case .optionalColor:
      return one.load(fromByteOffset: offset, as: Color?.self)
        == other.load(fromByteOffset: offset, as: Color?.self)
    }
  }

  /// The value `overrides` states for this field, or `nil` when it states none.
  package func override(in overrides: Overrides) -> StyleFieldOverride? {
    withUnsafeBytes(of: overrides) { override(in: overrides, bytes: $0) }
  }

  /// The value `overrides` (whose bytes are `bytes`) states for this field, or `nil`.
  @inline(__always)
  package func override(in overrides: Overrides, bytes: UnsafeRawBufferPointer)
    -> StyleFieldOverride?
  {
    switch kind {
    case .color(_, let path):
      Self.read(overrides, bytes, path, at: offsets.override).map { .color($0) }
    case .font(_, let path):
      Self.read(overrides, bytes, path, at: offsets.override).map { .font($0) }
    case .length(_, let path, _):
      Self.read(overrides, bytes, path, at: offsets.override).map { .length($0) }
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

extension StyleField {
  /// Sets `style`'s field to what `override` (this field's stated value) resolves to against
  /// the container scheme at `scheme`, writing at the field's stored offset where it has one
  /// (through the key path otherwise): what ``apply(_:to:scheme:)`` does once the stated value
  /// is known.
  @inline(__always)
  package func set(
    _ override: StyleFieldOverride, in style: inout Style, scheme: UnsafePointer<ContainerScheme>
  ) {
    // The key paths are only bound where a member has no offset (copying them retains).
    switch override {
    case .color(let value):
      let color = value.resolved(in: scheme.pointee.colorScheme)
      if let offset = offsets.style {
        Self.store(color, in: &style, at: offset)
      } else if let assignColor {
        assignColor(&style, color)
      } else if case .color(let path, _) = kind {
        style[keyPath: path] = color
      }
    case .font(let value):
      guard case .font(let path, _) = kind else { break }
      let font =
        switch value {
        case .textStyle(let textStyle): scheme.pointee.typographyScheme[textStyle]
        case .custom(let change): change.applied(to: style[keyPath: path])
        }
      if let offset = offsets.style {
        Self.store(font, in: &style, at: offset)
      } else {
        style[keyPath: path] = font
      }
    case .length(let value):
      if let offset = offsets.style {
        Self.store(value, in: &style, at: offset)
      } else if case .length(let path, _, _) = kind {
        style[keyPath: path] = value
      }
    }
  }

  /// Stores `value` in `root`'s member at `offset` (a key path's storage, which holds an
  /// initialized `Value`).
  @inline(__always)
  private static func store<Root, Value>(_ value: Value, in root: inout Root, at offset: Int) {
    withUnsafeMutableBytes(of: &root) { bytes in
      (bytes.baseAddress! + offset).assumingMemoryBound(to: Value.self).pointee = value
    }
  }
}

/// Where a style field's color or length is stored inline in the style: what a writer needs to
/// read it without going through the field (a call, and the field retained, per style and field).
package enum StyleFieldSlot: Sendable, Equatable {
  /// A `Color` at this byte offset.
  case color(offset: Int)
  /// A `Double` (points) at this byte offset.
  case length(offset: Int)
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
  /// index; the fields `overrides` states are found once for all of them.
  @_specialize(exported:true,where Self == BottomNavigationStyle)
  @_specialize(exported:true,where Self == BottomDrawerStyle)
  package static func apply(
    _ overrides: Overrides, to styles: inout [Self], schemes: [ContainerScheme]
  ) {
    guard overrides != Overrides() else { return }
    let stated = withUnsafeBytes(of: overrides) { bytes in
      fields.compactMap { field in
        field.override(in: overrides, bytes: bytes).map { (field, $0) }
      }
    }
    // Each style's scheme is read in place (a container scheme is large to copy).
    schemes.withUnsafeBufferPointer { schemes in
      for index in styles.indices {
        let scheme = schemes.baseAddress! + index
        for (field, value) in stated { field.set(value, in: &styles[index], scheme: scheme) }
      }
    }
  }
}
