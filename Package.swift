// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "MaterialTheming",
  // The lowest versions the code allows: Swift Testing and Swift concurrency's runtime start at
  // macOS 10.15 / iOS 13 / tvOS 13 / watchOS 6, and so do SwiftUI's `Color` and `Font`, which the
  // generated SwiftUI output uses. visionOS starts at 1.0.
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [
    .library(name: "MaterialThemingCore", targets: ["MaterialThemingCore"]),
    .library(name: "MaterialTheming", targets: ["MaterialTheming"]),
    .library(name: "MaterialThemingSwiftUI", targets: ["MaterialThemingSwiftUI"]),
    .executable(name: "material-theme", targets: ["material-theme"]),
    .plugin(name: "ApplyThemePlugin", targets: ["ApplyThemePlugin"]),
    .plugin(name: "PreviewThemePlugin", targets: ["PreviewThemePlugin"]),
    .plugin(name: "LintThemePlugin", targets: ["LintThemePlugin"]),
    .plugin(name: "MaterialThemeGenerator", targets: ["MaterialThemeGenerator"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
    ),
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .systemLibrary(
      name: "CJPEG",
      pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
    ),
    // libpng and libjpeg report errors by longjmp, which Swift cannot catch: our C decoders
    // run them under setjmp and return a status and message.
    .target(
      name: "CImageShims",
      dependencies: ["CPNG", "CJPEG"]
    ),
    .target(name: "MaterialThemingPOSIX"),
    .target(name: "MaterialThemingCore"),
    // The theme value of SwiftUI apps (environment, dynamic colors, Dynamic Type fonts, native
    // tab bars) and on-device themes. Its SwiftUI, UIKit, AppKit and Core Graphics code sits
    // under `#if canImport(…)`: on Linux only the plain model builds, and its tests run there.
    .target(
      name: "MaterialThemingSwiftUI",
      dependencies: ["MaterialThemingCore"]
    ),
    .target(
      name: "MaterialTheming",
      dependencies: ["MaterialThemingCore", "CJSONC", "MaterialThemingPOSIX", "CImageShims"]
    ),
    .target(
      name: "MaterialThemingPreview",
      dependencies: ["MaterialTheming"]
    ),
    .target(
      name: "MaterialThemeTool",
      dependencies: [
        "MaterialTheming", "MaterialThemingPreview", "MaterialThemingPOSIX", "ThemePluginSupport",
      ]
    ),
    .executableTarget(
      name: "material-theme",
      dependencies: ["MaterialThemeTool", "MaterialThemingPOSIX"]
    ),
    .executableTarget(
      name: "material-theme-bench",
      dependencies: [
        "MaterialTheming", "MaterialThemingPreview", "CJSONC", "MaterialThemingPOSIX",
      ],
      exclude: ["README.md"]
    ),
    .target(name: "ThemePluginSupport"),
    // Helpers for the test targets only: temporary directories, the bad-input corpus manifest,
    // the in-process tool runner.
    .target(
      name: "TestSupport",
      dependencies: ["MaterialThemeTool", "MaterialThemingPOSIX"],
      path: "Tests/TestSupport"
    ),
    .plugin(
      name: "ApplyThemePlugin",
      capability: .command(
        intent: .custom(
          verb: "apply-theme", description: "Generate Swift source for themes into targets"),
        permissions: [
          .writeToPackageDirectory(
            reason: "Writes Sources/<Target>/Generated/<Theme>Theme.swift for each theme")
        ]),
      dependencies: ["material-theme"],
      path: "Plugins/ApplyTheme"
    ),
    .plugin(
      name: "PreviewThemePlugin",
      capability: .command(
        intent: .custom(verb: "preview-theme", description: "Render HTML previews of themes")),
      dependencies: ["material-theme"],
      path: "Plugins/PreviewTheme"
    ),
    .plugin(
      name: "LintThemePlugin",
      capability: .command(
        intent: .custom(verb: "lint-theme", description: "Lint themes: schema, contrast, targets")),
      dependencies: ["material-theme"],
      path: "Plugins/LintTheme"
    ),
    .plugin(
      name: "MaterialThemeGenerator",
      capability: .buildTool(),
      dependencies: ["material-theme"],
      path: "Plugins/MaterialThemeGenerator"
    ),
    .testTarget(
      name: "PluginEndToEndTests",
      dependencies: ["ThemePluginSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "ThemePluginSupportTests",
      dependencies: ["ThemePluginSupport"],
      // Type-checked by PluginTypeCheckTests as a module of its own, not built into the tests.
      exclude: ["StandIns"]
    ),
    .testTarget(
      name: "MaterialThemingCoreTests",
      dependencies: ["MaterialThemingCore"],
      exclude: ["DynamicColor/Fixtures"]
    ),
    .testTarget(
      name: "MaterialThemingTests",
      dependencies: [
        "MaterialTheming", "MaterialThemingPOSIX", "MaterialThemingSwiftUI", "TestSupport",
      ],
      exclude: [
        "Formats/Apple/AppleSDKStubs", "Formats/Golden", "Formats/Fixtures", "Lint/Fixtures",
        "Loading/BadInput/Fixtures",
        "Loading/BadInput/LIMITS.md", "Loading/BadInput/make-fixtures.py",
        "Images/Fixtures", "Images/make-fixtures.py", "Document/Fixtures",
      ]
    ),
    .testTarget(
      name: "MaterialThemingPreviewTests",
      dependencies: ["MaterialThemingPreview", "MaterialTheming"]
    ),
    .testTarget(
      name: "MaterialThemeToolTests",
      dependencies: [
        "MaterialThemeTool", "MaterialTheming", "MaterialThemingPOSIX", "TestSupport",
        "ThemePluginSupport",
      ],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
