import TestSupport
import Testing

@testable import MaterialTheming

/// The README's library example, kept compiling and true.
@Suite struct ReadmeExampleTests {
  @Test func libraryExampleRunsAsDocumented() throws {
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("ocean.json"))
    let dark = ColorTraits(appearance: .dark)
    let scheme: ContainerScheme = theme.containerScheme(for: dark)
    let bar: BottomNavigationStyle = theme.bottomNavigationStyle(.surface, for: dark)
    let drawer: BottomDrawerStyle = theme.bottomDrawerStyle(for: dark)
    #expect(scheme.colorScheme.primary.hexString == "#93CCFFFF")
    #expect(bar.barTintColor == scheme.colorScheme.surface)
    #expect(drawer.headerBackgroundColor.hexString != scheme.colorScheme.background.hexString)

    var navigation = BottomNavigationBar(items: [
      BottomNavigationItem(title: "Home"), BottomNavigationItem(title: "Inbox", badgeValue: "3"),
    ])
    navigation.applyPrimaryTheme(with: ContainerScheme())
    #expect(navigation.style.unselectedItemTintColor.hexString == "#FFFFFFBD")
    _ = navigation.selectItem(at: 0)
    let layout = navigation.layout(in: Size(width: 360, height: 56))
    #expect(layout.items.count == 2)
    #expect(layout.items[1].badge?.text == "3")

    let m3 = DynamicScheme(seed: try Color(hex: "#6750A4"), variant: .tonalSpot, isDark: false)
    #expect(m3.color(for: .primary)?.hexString == "#65558FFF")
  }
}
