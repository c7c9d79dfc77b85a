import Foundation
import TestSupport
import Testing

@testable import MaterialTheming

/// The headless browser the CSS check runs in.
enum HeadlessBrowser {
  /// Chromium's path on Debian.
  static let path = "/usr/bin/chromium"
  /// Whether it is installed.
  static let exists = FileManager.default.isExecutableFile(atPath: path)
}

/// Renders the CSS export of `Themes/baseline.json` in headless Chromium and checks that the
/// computed colors equal the resolved theme, for light, dark and increased contrast.
///
/// The browser is an external program that `.ci/run` installs; without it the test fails
/// with an install hint rather than passing silently.
@Suite struct CSSBrowserTests {
  static let browser = HeadlessBrowser.path
  /// The seconds a browser run may take before it is stopped.
  static let timeout = 90.0

  /// The flags that make Chromium report each traits combination to media queries.
  static let modes: [(ColorTraits, [String])] = [
    (ColorTraits(appearance: .light), []),
    (ColorTraits(appearance: .dark), ["--force-dark-mode"]),
    (ColorTraits(appearance: .light, contrast: .high), ["--force-high-contrast"]),
    (
      ColorTraits(appearance: .dark, contrast: .high),
      ["--force-dark-mode", "--force-high-contrast"]
    ),
  ]

  /// The preview colors: the semantic roles and the resolved component colors.
  static func expectedColors(_ theme: Theme, _ traits: ColorTraits) -> [String: Color] {
    var result: [String: Color] = [:]
    for role in ColorRole.allCases {
      result["--mt-color-" + CSSWriter.kebab(role.key)] = theme.colors[traits][role]
    }
    for variant in BottomNavigationVariant.allCases {
      let style = theme.bottomNavigationStyle(variant, for: traits)
      let prefix = "--mt-bottom-navigation-" + CSSWriter.kebab(variant.rawValue)
      result[prefix + "-bar-tint-color"] = style.barTintColor
      result[prefix + "-selected-item-tint-color"] = style.selectedItemTintColor
      result[prefix + "-selected-item-title-color"] = style.selectedItemTitleColor
      result[prefix + "-unselected-item-tint-color"] = style.unselectedItemTintColor
      result[prefix + "-ripple-color"] = style.rippleColor
      result[prefix + "-item-badge-background-color"] = style.itemBadgeBackgroundColor
    }
    let drawer = theme.bottomDrawerStyle(for: traits)
    result["--mt-bottom-drawer-header-background-color"] = drawer.headerBackgroundColor
    result["--mt-bottom-drawer-scrim-color"] = drawer.scrimColor
    result["--mt-bottom-drawer-top-handle-color"] = drawer.topHandleColor
    return result
  }

  /// A page that applies each property as a text color and writes the computed values out.
  static func page(css: String, names: [String]) -> String {
    let list = names.map { "\"\($0)\"" }.joined(separator: ",")
    return """
      <!doctype html><html><head><style>
      \(css)
      </style></head><body><pre id="out"></pre><script>
      const lines = [];
      for (const name of [\(list)]) {
        const probe = document.createElement("div");
        probe.style.forcedColorAdjust = "none";
        probe.style.color = "var(" + name + ")";
        document.body.appendChild(probe);
        lines.push(name + "=" + getComputedStyle(probe).color);
      }
      lines.push("dark=" + matchMedia("(prefers-color-scheme: dark)").matches);
      lines.push("more=" + matchMedia("(prefers-contrast: more)").matches);
      document.getElementById("out").textContent = lines.join("\\n");
      </script></body></html>
      """
  }

  /// Runs the browser on `page` and returns the `name=value` lines it computed.
  static func render(_ page: String, flags: [String]) throws -> [String: String] {
    let directory = try TemporaryDirectory()
    let file = try directory.write("page.html", page)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(directory.path)/profile"]
      + flags + ["--dump-dom", URL(fileURLWithPath: file).absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    let dom = String(decoding: data, as: UTF8.self)
    guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>")
    else { return [:] }
    var result: [String: String] = [:]
    for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      result[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return result
  }

  /// Parses `rgb(r, g, b)` / `rgba(r, g, b, a)` into 8-bit channels.
  static func channels(_ text: String) -> [UInt32]? {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else {
      return nil
    }
    let parts = text[text.index(after: open)..<close].split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count >= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    let alpha = parts.count == 4 ? parts[3]! : 1
    return [
      UInt32(parts[0]!), UInt32(parts[1]!), UInt32(parts[2]!), UInt32((alpha * 255).rounded()),
    ]
  }

  @Test(arguments: 0..<modes.count)
  func baselineRendersTheResolvedColors(_ index: Int) throws {
    try #require(
      HeadlessBrowser.exists, "needs \(HeadlessBrowser.path): apt-get install -y chromium")
    let (traits, flags) = Self.modes[index]
    let theme = try ThemeLoader().load(contentsOf: Repository.theme("baseline.json"))
    let expected = Self.expectedColors(theme, traits)
    let names = expected.keys.sorted()
    let computed = try Self.render(
      Self.page(css: CSSWriter.stylesheet(theme), names: names), flags: flags)
    #expect(computed["dark"] == String(traits.appearance == .dark))
    #expect(computed["more"] == String(traits.contrast == .high))
    for name in names {
      let color = try #require(expected[name])
      let want = [
        color.argb >> 16 & 0xFF, color.argb >> 8 & 0xFF, color.argb & 0xFF, color.argb >> 24,
      ]
      #expect(computed[name].flatMap(Self.channels) == want, "\(traits) \(name)")
    }
  }
}
