// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MaterialTheming",
  products: [
    .library(name: "MaterialTheming", targets: ["MaterialTheming"]),
    .executable(name: "material-theme", targets: ["material-theme"]),
  ],
  targets: [
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
    ),
    .target(
      name: "MaterialTheming",
      dependencies: ["CJSONC"]
    ),
    .target(
      name: "MaterialThemingPreview",
      dependencies: ["MaterialTheming"]
    ),
    .target(
      name: "MaterialThemeTool",
      dependencies: ["MaterialTheming", "MaterialThemingPreview"]
    ),
    .executableTarget(
      name: "material-theme",
      dependencies: ["MaterialThemeTool"]
    ),
    .testTarget(
      name: "MaterialThemingTests",
      dependencies: ["MaterialTheming"]
    ),
    .testTarget(name: "MaterialThemeToolTests", dependencies: ["MaterialThemeTool"]),
  ],
  swiftLanguageModes: [.v6]
)
