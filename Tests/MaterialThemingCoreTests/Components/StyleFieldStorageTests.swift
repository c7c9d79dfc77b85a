import Testing

@testable import MaterialThemingCore

/// Style fields read and write the members their key paths name, for every field of every
/// table, with a distinct value in every field.
@Suite struct StyleFieldStorageTests {
  /// Writes a distinct value into every field of `style` and `overrides` through the key paths,
  /// then checks every table read against them.
  static func check<Style: FieldTableStyle & Equatable>(_ style: Style) {
    var style = style
    var overrides = Style.Overrides()
    var expected: [(StyleFieldValue?, StyleFieldOverride?)] = []
    for (index, field) in Style.fields.enumerated() {
      let number = Double(index) + 0.25
      let color = Color(red: number / 64, green: 0.5, blue: 1 - number / 64, alpha: 1)
      switch field.kind {
      case .color(let path, let override):
        style[keyPath: path] = color
        overrides[keyPath: override] = .literal(color)
        expected.append((.color(color), .color(.literal(color))))
      case .font(let path, let override):
        let font = Font(family: "Family \(index)", size: number, weight: .medium)
        style[keyPath: path] = font
        overrides[keyPath: override] = .textStyle(.caption)
        expected.append((.font(font), .font(.textStyle(.caption))))
      case .length(let path, let override, _):
        style[keyPath: path] = number
        overrides[keyPath: override] = number + 1
        expected.append((.length(number), .length(number + 1)))
      case .optionalColor(let path):
        expected.append((style[keyPath: path].map { .color($0) }, nil))
      }
    }
    for (field, (value, override)) in zip(Style.fields, expected) {
      #expect(field.value(in: style) == value, "\(field.key)")
      #expect(field.override(in: overrides) == override, "\(field.key)")
    }
    // Applying a stated value does what setting it through the key path does (an observed
    // member's observer included), for every field.
    let scheme = ContainerScheme()
    for (index, field) in Style.fields.enumerated() {
      var viaKeyPath = style
      var viaField = style
      var stated = Style.Overrides()
      switch field.kind {
      case .color(let path, let override):
        let color = Color(argb: 0x8000_0000 | UInt32(index + 1) * 0x01_0203)
        viaKeyPath[keyPath: path] = color
        stated[keyPath: override] = .literal(color)
      case .length(let path, let override, _):
        viaKeyPath[keyPath: path] = Double(index) + 7.5
        stated[keyPath: override] = Double(index) + 7.5
      case .font(let path, let override):
        viaKeyPath[keyPath: path] = scheme.typographyScheme[.overline]
        stated[keyPath: override] = .textStyle(.overline)
      case .optionalColor: break
      }
      field.apply(stated, to: &viaField, scheme: scheme)
      #expect(viaField == viaKeyPath, "\(field.key)")
      var styles = [style, style]
      Style.apply(stated, to: &styles, schemes: [scheme, scheme])
      #expect(styles == [viaKeyPath, viaKeyPath], "\(field.key), table")
    }
    // Every member of the overrides is a field of the table (merging over empty overrides
    // relies on it): with every field set, no member is left `nil`.
    let unset = Mirror(reflecting: overrides).children.filter {
      Mirror(reflecting: $0.value).children.isEmpty
    }
    #expect(unset.isEmpty, "not in the table: \(unset.map { $0.label ?? "?" })")
  }

  @Test func bottomNavigationFieldsReadAndWriteTheirMembers() {
    Self.check(BottomNavigationStyle())
    Self.check(
      BottomNavigationStyle.material3(
        roleColor: { _ in Color(argb: 0xFF00_8000) },
        typography: TypographyScheme(defaults: .material201804)))
  }

  @Test func bottomDrawerFieldsReadAndWriteTheirMembers() {
    Self.check(BottomDrawerStyle())
  }

  /// Every role of a semantic scheme reads and writes its own property.
  @Test func semanticSchemeRolesReadAndWriteTheirProperty() {
    var scheme = SemanticColorScheme(defaults: .material201804)
    for (index, role) in ColorRole.allCases.enumerated() {
      scheme[role] = Color(argb: 0xFF00_0000 | UInt32(index + 1) * 0x0101)
    }
    let properties = [
      scheme.primary, scheme.primaryVariant, scheme.secondary, scheme.error, scheme.surface,
      scheme.background, scheme.onPrimary, scheme.onSecondary, scheme.onSurface,
      scheme.onBackground,
    ]
    #expect(properties == ColorRole.allCases.map { scheme[$0] })
    #expect(Set(properties.map(\.argb)).count == ColorRole.allCases.count)
  }
}
