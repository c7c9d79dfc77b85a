// swift-tools-version:6.0
import PackageDescription

// A libFuzzer harness over the theme loader and resolver, kept out of the root package because
// it needs `unsafeFlags` (allowed only in a root package). Build and run it with `run.sh SECONDS`.
let package = Package(
  name: "MaterialThemingFuzz",
  dependencies: [.package(name: "MaterialTheming", path: "../..")],
  targets: [
    .executableTarget(
      name: "FuzzThemeLoader",
      dependencies: [.product(name: "MaterialTheming", package: "MaterialTheming")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ],
  swiftLanguageModes: [.v6]
)
