import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// Every generated style under real settings, on every Apple platform emulated with the SDK
/// stand-ins (``StandInPlatform``): the `MaterialThemingSwiftUI` library, and one app module
/// holding the `core`, `swiftui` and UIKit (or AppKit) files of several brands beside app files
/// that declare their own `Color` and `Font`, type-check in Swift 5 mode, Swift 6 mode and with
/// `-default-isolation MainActor`; and the stand-ins refuse what Apple's SDK refuses.
///
/// One invocation of `swiftc` per stand-in module, two for the library, one per mode and one for
/// the refusals: nine per platform.
@Suite struct AppleStandInMatrixTests {
  /// The identifiers of the shipped themes, in file order.
  static let brands = AppleSourceTests.themes.map {
    SwiftWriter.identifier(forName: $0.theme.name)
  }

  @Test(arguments: StandInPlatform.allCases)
  func everyStyleTypeChecksInEveryModeBesideTheAppsOwnColorAndFont(
    platform: StandInPlatform
  ) throws {
    let directory = try TemporaryDirectory()
    try platform.buildStubs(into: directory)
    let modules = try SwiftUIThemeTests.builtModules()
    try buildLibrary(platform, into: directory, modules: modules)

    let style: SwiftStyle = platform.framework == "UIKit" ? .uikit : .appkit
    var files: [String] = []
    for (index, (file, theme)) in AppleSourceTests.themes.enumerated() {
      let identifier = Self.brands[index]
      // Every brand in the swiftui and framework styles; two brands in the core style.
      for style in [.swiftui, style] + (index < 2 ? [SwiftStyle.core] : []) {
        let source = SwiftWriter(
          theme: theme, identifier: identifier, sourceName: "Themes/\(file)", style: style
        ).text()
        files.append(
          try platform.write(source, to: "app/\(identifier)-\(style).swift", in: directory))
      }
    }
    // A brand with a color authored in Display P3, in the forms that state P3.
    var wide = AppleSourceTests.themes[0].theme
    wide.colors.light.primary = Color(
      red: 1, green: 0.043, blue: 0.047, displayP3: DisplayP3(red: 1, green: 0, blue: 0))
    for style in [.swiftui, style, SwiftStyle.core] {
      let source = SwiftWriter(
        theme: wide, identifier: "wideGamut", sourceName: "wide.json", style: style
      ).text()
      #expect(source.contains("displayP3"), "\(style)")
      files.append(try platform.write(source, to: "app/wideGamut-\(style).swift", in: directory))
    }
    try #require(Self.brands.count >= 2)
    files.append(
      try platform.write(Self.appSource(Self.brands), to: "app/App.swift", in: directory))
    files.append(
      try platform.write(
        Self.frameworkSource(Self.brands, platform.framework), to: "app/Framework.swift",
        in: directory))
    for mode in [
      ["-swift-version", "5"], ["-swift-version", "6"],
      ["-swift-version", "6", "-default-isolation", "MainActor"],
    ] {
      let result = try Subprocess.run(
        "/usr/bin/env",
        ["swiftc", "-typecheck", "-parse-as-library", "-module-name", "App", "-I", directory.path]
          + ["-I", modules] + mode + files)
      #expect(result.status == 0, "app \(mode) on \(platform): \(result.output)")
    }

    try expectRefusals(platform, in: directory)
  }

  /// Emits the library's module for the platform (Swift 6) and type-checks it again with
  /// main-actor default isolation.
  private func buildLibrary(
    _ platform: StandInPlatform, into directory: TemporaryDirectory, modules: String
  ) throws {
    let root = Repository.root.appendingPathComponent("Sources/MaterialThemingSwiftUI")
    let library = try FileManager.default.subpathsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { path in
        try platform.write(
          String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
          to: "library/\(path)", in: directory)
      }
    #expect(library.count >= 8)
    let common = [
      "swiftc", "-parse-as-library", "-package-name", "standins", "-swift-version", "6",
      "-module-name", "MaterialThemingSwiftUI", "-I", directory.path, "-I", modules,
    ]
    let built = try Subprocess.run(
      "/usr/bin/env",
      common + [
        "-emit-module", "-emit-module-path",
        "\(directory.path)/MaterialThemingSwiftUI.swiftmodule",
      ] + library)
    try #require(built.status == 0, "library on \(platform): \(built.output)")
    let isolated = try Subprocess.run(
      "/usr/bin/env", common + ["-typecheck", "-default-isolation", "MainActor"] + library)
    #expect(isolated.status == 0, "library, main-actor default, on \(platform): \(isolated.output)")
  }

  /// The app's SwiftUI file: its own `Color` and `Font`, brands switched through the
  /// environment, themes read off the main actor (the `core` and `swiftui` styles), a tab bar
  /// themed and a theme made from a photo where the platform has them.
  static func appSource(_ brands: [String]) -> String {
    """
    import CoreGraphics
    import MaterialThemingCore
    import MaterialThemingSwiftUI
    import SwiftUI
    #if canImport(UIKit)
      import UIKit
    #endif

    struct Color { var name = "app" }
    struct Font { var size = 12 }

    let appColor = Color()
    let appFont = Font()

    struct BrandSwitcher: View {
      @Environment(\\.materialTheme) private var theme
      let second: Bool
      var body: some View {
        EmptyView().materialTheme(second ? .\(brands[1]) : MaterialTheme.\(brands[0]))
      }
    }

    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    struct Headline: View {
      var body: some View { EmptyView().materialTextStyle(.headlineSmall) }
    }

    nonisolated func offMainActor() -> SwiftUI.Color {
      MaterialTheme.\(brands[0]).color(.surfaceContainerHigh)
    }

    nonisolated func coreOffMainActor() -> [ContainerScheme] {
      _ = AdaptiveColorScheme.\(brands[0]).dark.primary
      _ = TypographyScheme.\(brands[1])[.body1]
      _ = BottomDrawerStyle.\(brands[0]).scrimColor
      return [ContainerScheme.\(brands[0]), ContainerScheme.\(brands[1])(ColorTraits())]
    }

    func detached() {
      Task.detached {
        _ = MaterialTheme.\(brands[1]).color(materialComponents: .primaryVariant)
        _ = MaterialTheme.\(brands[1]).tabBar.selectedIcon.color
        _ = ContainerScheme.\(brands[1]).colorScheme.primary
      }
    }

    @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
    func fonts(_ theme: MaterialTheme) -> [SwiftUI.Font] {
      [theme.font(.displayLarge), theme.font(.labelMedium, scaledBy: 1.5)]
    }

    func metrics(_ theme: MaterialTheme) -> Double {
      Double(theme.cornerRadius(.cornerFull, in: CGSize(width: 80, height: 40)))
        + theme.opacity(.pressed) + Double(theme.tracking(.bodyLarge))
    }

    func photoTheme(_ image: CGImage) -> MaterialTheme {
      MaterialTheme(name: "Photo", image: image)
    }

    #if canImport(UIKit) && !os(watchOS)
      @MainActor func themeTabBars() -> UITabBarAppearance {
        MaterialTheme.\(brands[0]).applyToTabBars()
        return UITabBarAppearance(materialTheme: .\(brands[1]))
      }

      @available(iOS 16, tvOS 16, *)
      struct Tabs: View {
        var body: some View { EmptyView().materialTabBar(.\(brands[0])) }
      }
    #endif

    #if os(iOS) || os(visionOS)
      @available(iOS 16, *)
      struct BadgedTabs: View {
        var body: some View { EmptyView().materialTabBar(.\(brands[0])).badge(3) }
      }
    #endif
    """
  }

  /// The app's UIKit or AppKit file: it imports the framework, SwiftUI and `MaterialThemingCore`
  /// together, and reads two brands' namespaces off the main actor.
  static func frameworkSource(_ brands: [String], _ framework: String) -> String {
    let (first, second) = (
      ThemeInventory.capitalized(brands[0]) + framework + "Theme",
      ThemeInventory.capitalized(brands[1]) + framework + "Theme"
    )
    let color = framework == "UIKit" ? "UIKit.UIColor" : "AppKit.NSColor"
    let font = framework == "UIKit" ? "UIKit.UIFont" : "AppKit.NSFont"
    return """
      import MaterialThemingCore
      import SwiftUI
      import \(framework)

      nonisolated func frameworkColors() -> [\(color)] {
        [
          \(first).Colors.primary, \(second).Material3.Colors.surfaceContainerHigh,
          \(first).bottomDrawer.scrim, \(second).bottomNavigationMaterial3.barTint,
        ]
      }

      nonisolated func frameworkFonts() -> [\(font)] {
        [\(first).Fonts.body1, \(second).Material3.Fonts.titleLarge]
      }

      nonisolated func frameworkMetrics() -> CGFloat {
        \(first).Material3.Shapes.cornerMedium(width: 40, height: 40)
          + \(second).Material3.StateLayers.pressed + \(first).Tracking.body1
      }

      func frameworkDetached() {
        Task.detached { _ = frameworkColors().count + frameworkFonts().count }
      }
      """
  }

  /// A declaration Apple's SDK refuses on a platform, and why.
  struct Refusal {
    let reason: String
    let code: String
  }

  /// What the stand-ins must refuse on `platform`.
  static func refusals(_ platform: StandInPlatform) -> [Refusal] {
    if platform == .macOS {
      return [
        Refusal(
          reason: "ToolbarPlacement.tabBar is unavailable on macOS",
          code: "@available(macOS 13, *) func tabBarPlacement() -> ToolbarPlacement { .tabBar }"),
        Refusal(
          reason: "NSColor is not Sendable (the stricter choice)",
          code: "struct SendableColor: Sendable { let color: AppKit.NSColor }"),
      ]
    }
    var refusals = [
      Refusal(
        reason: "UIColor is not Sendable (the stricter choice)",
        code: "struct SendableColor: Sendable { let color: UIKit.UIColor }")
    ]
    switch platform {
    case .watchOS:
      refusals += [
        Refusal(
          reason: "UIColor(dynamicProvider:) is unavailable on watchOS",
          code: "func dynamic() -> UIKit.UIColor { UIKit.UIColor(dynamicProvider: { $0.color }) }"),
        Refusal(
          reason: "userInterfaceStyle is unavailable on watchOS",
          code:
            "func dark(_ traits: UITraitCollection) -> Bool { traits.userInterfaceStyle == .dark }"),
        Refusal(
          reason: "UITabBarAppearance is unavailable on watchOS",
          code: "@MainActor func appearance() { _ = UIKit.UITabBarAppearance() }"),
      ]
    default:
      refusals.append(
        Refusal(
          reason: "UITabBarAppearance is main-actor isolated",
          code: "nonisolated func appearance() { _ = UIKit.UITabBarAppearance() }"))
    }
    if platform == .tvOS {
      refusals += [
        Refusal(
          reason: "UIFont.TextStyle.largeTitle is unavailable on tvOS",
          code: "func largeTitle() -> UIKit.UIFont.TextStyle { .largeTitle }"),
        Refusal(
          reason: "View.badge(_:) is unavailable on tvOS",
          code: "@MainActor func badged() -> some View { EmptyView().badge(3) }"),
      ]
    }
    return refusals
  }

  /// Compiles the platform's refusals in one module (Swift 6) and expects an error on each
  /// refusal's line, and on no other line.
  private func expectRefusals(_ platform: StandInPlatform, in directory: TemporaryDirectory)
    throws
  {
    let refusals = Self.refusals(platform)
    var lines = ["import SwiftUI", "import \(platform.framework)", ""]
    if platform.framework == "UIKit" {
      lines.append("extension UITraitCollection { var color: UIKit.UIColor { fatalError() } }")
    }
    var lineOfRefusal: [Int] = []
    for refusal in refusals {
      lines.append("// Refused: \(refusal.reason).")
      lines.append(refusal.code)
      lineOfRefusal.append(lines.count)
    }
    let path = try platform.write(
      lines.joined(separator: "\n") + "\n", to: "refusals/Refusals.swift", in: directory)
    let result = try Subprocess.run(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name",
        "Refusals", "-I", directory.path, path,
      ])
    #expect(result.status != 0, "\(platform): the refusals compiled")
    let errorLines = Set(
      result.output.split(separator: "\n").compactMap { line -> Int? in
        guard line.hasPrefix(path + ":"), line.contains(": error: ") else { return nil }
        return Int(line.dropFirst(path.count + 1).prefix { $0.isNumber })
      })
    for (refusal, line) in zip(refusals, lineOfRefusal) {
      #expect(errorLines.contains(line), "\(platform): not refused: \(refusal.reason)")
    }
    #expect(errorLines.isSubset(of: Set(lineOfRefusal)), "\(platform): \(result.output)")
  }
}
