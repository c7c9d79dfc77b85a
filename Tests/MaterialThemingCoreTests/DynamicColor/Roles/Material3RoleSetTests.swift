import Testing

@testable import MaterialThemingCore

/// A role set reads and writes by role and iterates in table order.
@Suite struct Material3RoleSetTests {
  @Test func readsWritesAndIteratesInTableOrder() {
    var roles: Material3RoleSet = [.primary: Color(rgb: 0x00677F)]
    roles[.surface] = Color(rgb: 0xF8FAFA)
    roles[.onPrimary] = .white
    #expect(roles[.primary] == Color(rgb: 0x00677F))
    #expect(roles[.surface] == Color(rgb: 0xF8FAFA))
    #expect(roles[.onPrimary] == .white)
    #expect(roles[.error] == nil)
    #expect(roles.count == 3)
    // DynamicColorRole lists surface first, then primary, then onPrimary.
    #expect(roles.map(\.role) == [.surface, .primary, .onPrimary])
    roles[.surface] = nil
    #expect(roles.map(\.role) == [.primary, .onPrimary])
    #expect(!roles.isEmpty)
    #expect(Material3RoleSet().isEmpty)
  }

  @Test func mergeLetsTheOtherSetWin() {
    var base: Material3RoleSet = [.primary: .black, .secondary: .black]
    base.merge([.primary: .white, .tertiary: .white])
    #expect(base == [.primary: .white, .secondary: .black, .tertiary: .white])
  }

  @Test func aGeneratedSchemeHoldsEveryRoleOfItsSpec() {
    for version in ColorSpecVersion.allCases {
      let scheme = DynamicScheme(
        seed: Color(rgb: 0x6750A4), isDark: false, contrastLevel: 0, specVersion: version)
      let roles = Material3RoleSet(scheme.roles)
      #expect(roles.holdsAll(DynamicColorRole.roles(for: version)))
      #expect(roles.count == DynamicColorRole.roles(for: version).count)
    }
    #expect(!Material3RoleSet([(.primary, .black)]).holdsAll([.primary, .secondary]))
  }
}
