// swift-tools-version:6.0
import PackageDescription

// libFuzzer harnesses over the theme loader and resolver, the design-token readers, build
// manifests and the PNG and JPEG decoders, kept out
// of the root package because they need `unsafeFlags` (allowed only in a root package). Build
// and run one with `run.sh SECONDS [TARGET]`.
let package = Package(
  name: "MaterialThemingFuzz",
  dependencies: [.package(name: "MaterialTheming", path: "../..")],
  targets: [
    .executableTarget(
      name: "FuzzThemeLoader",
      dependencies: [.product(name: "MaterialTheming", package: "MaterialTheming")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    .executableTarget(
      name: "FuzzTokens",
      dependencies: [.product(name: "MaterialTheming", package: "MaterialTheming")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    .executableTarget(
      name: "FuzzBuildManifest",
      dependencies: [.product(name: "MaterialTheming", package: "MaterialTheming")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    .target(
      name: "ImageFuzzSupport",
      dependencies: [.product(name: "MaterialTheming", package: "MaterialTheming")]
    ),
    .executableTarget(
      name: "FuzzPNG",
      dependencies: [
        "ImageFuzzSupport", .product(name: "MaterialTheming", package: "MaterialTheming"),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    .executableTarget(
      name: "FuzzJPEG",
      dependencies: [
        "ImageFuzzSupport", .product(name: "MaterialTheming", package: "MaterialTheming"),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
