import Foundation
import TestSupport
import Testing

/// An Apple platform emulated on Linux for the SDK stand-ins (`AppleSDKStubs/`): every source
/// compiled for it — the stand-ins, the `MaterialThemingSwiftUI` library, generated files and
/// app files — has its platform conditions and platform unavailability decided as that
/// platform's compiler decides them.
///
/// On Linux `os(iOS)`, `os(watchOS)` and `targetEnvironment(macCatalyst)` are all false and
/// `@available(watchOS, unavailable)` is ignored, so the iOS-only, watchOS-only and Mac Catalyst
/// branches would never be compiled, and an API Apple refuses on a platform would be accepted.
/// ``rewrite(_:)`` replaces each `os(…)` and `targetEnvironment(…)` of an `#if` or `#elseif`
/// line with `true` or `false` for the platform, and turns `@available(<platform>, unavailable)`
/// into `@available(*, unavailable)` where it names the platform (an iOS attribute also applies
/// to Mac Catalyst and visionOS, which inherit iOS availability), dropping it elsewhere. Version
/// availability (`@available(iOS 15, *)`) stays as written and is not checked: Swift on Linux
/// ignores Apple platforms' versions, and custom availability domains (the experimental
/// `CustomAvailability` feature) cannot cross module boundaries in Swift 6.3.1 — a client of a
/// module using one crashes on deserialization.
enum StandInPlatform: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case iOS, macCatalyst, tvOS, visionOS, watchOS, macOS

  var testDescription: String { rawValue }

  /// The framework whose stand-in is built for the platform.
  var framework: String { self == .macOS ? "AppKit" : "UIKit" }

  /// The `os(…)` and `targetEnvironment(…)` conditions true on the platform.
  private var conditions: Set<String> {
    switch self {
    case .iOS: ["os(iOS)"]
    case .macCatalyst: ["os(iOS)", "targetEnvironment(macCatalyst)"]
    case .tvOS: ["os(tvOS)"]
    case .visionOS: ["os(visionOS)"]
    case .watchOS: ["os(watchOS)"]
    case .macOS: ["os(macOS)"]
    }
  }

  /// The platform names of `@available(<name>, unavailable)` that make a declaration unavailable
  /// on the platform.
  private var unavailabilityNames: Set<String> {
    switch self {
    case .iOS: ["iOS"]
    case .macCatalyst: ["iOS", "macCatalyst"]
    case .tvOS: ["tvOS"]
    case .visionOS: ["iOS", "visionOS"]
    case .watchOS: ["watchOS"]
    case .macOS: ["macOS"]
    }
  }

  /// `source` as the platform's compiler reads it (see the type's documentation).
  func rewrite(_ source: String) -> String {
    let condition = /(os|targetEnvironment)\((\w+)\)/
    let unavailable = /@available\((\w+), unavailable\)/
    var lines: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      var text = String(line)
      let trimmed = text.drop { $0 == " " }
      if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") {
        text = text.replacing(condition) { match in
          conditions.contains("\(match.1)(\(match.2))") ? "true" : "false"
        }
      }
      text = text.replacing(unavailable) { match in
        unavailabilityNames.contains(String(match.1)) ? "@available(*, unavailable)" : ""
      }
      lines.append(text)
    }
    return lines.joined(separator: "\n")
  }

  /// The stand-ins folder.
  static let stubs = Repository.root.appendingPathComponent(
    "Tests/MaterialThemingTests/Formats/Apple/AppleSDKStubs")

  /// Compiles the stand-in modules for the platform into `directory`: Core Graphics, UIKit (or
  /// AppKit), then SwiftUI beside it. A module is its file and the files named
  /// `<Module>+….swift`, rewritten for the platform.
  func buildStubs(into directory: TemporaryDirectory) throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.stubs.path)
    for module in ["CoreGraphics", framework, "SwiftUI"] {
      let sources = try files.filter { $0 == "\(module).swift" || $0.hasPrefix("\(module)+") }
        .sorted().map { name in
          let text = try String(
            contentsOf: Self.stubs.appendingPathComponent(name), encoding: .utf8)
          return try directory.write("stubs/\(name)", rewrite(text))
        }
      let result = try Subprocess.run(
        "/usr/bin/env",
        [
          "swiftc", "-emit-module", "-parse-as-library", "-module-name", module, "-I",
          directory.path, "-emit-module-path", "\(directory.path)/\(module).swiftmodule",
        ] + sources)
      try #require(result.status == 0, "stub \(module) for \(self): \(result.output)")
    }
  }

  /// Writes `source`, rewritten for the platform, to `path` inside `directory`.
  func write(_ source: String, to path: String, in directory: TemporaryDirectory) throws -> String {
    try directory.write(path, rewrite(source))
  }
}
