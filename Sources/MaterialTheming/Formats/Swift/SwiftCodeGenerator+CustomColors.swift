extension SwiftCodeGenerator {
  /// `CustomColorScheme.<id>CustomColors`: each custom color's name and light and dark roles
  /// (names sorted by Unicode scalars; nothing when the theme has no custom colors).
  ///
  /// The list is an array of pairs rather than a dictionary: names that differ only in Unicode
  /// normalization are distinct custom colors but equal `String` keys.
  func emitCustomColors(into out: inout SwiftSource) {
    let schemes = theme.customColorSchemes
    guard !schemes.isEmpty else { return }
    out.blank()
    out.block("extension CustomColorScheme {") { out in
      out.line(
        "/// The \(commentName) theme's custom colors by name; high contrast uses the same roles.")
      out.block(
        "public static let \(identifier)CustomColors: [(name: String, scheme: CustomColorScheme)] = [",
        close: "]"
      ) { out in
        for (name, scheme) in schemes {
          out.block("(", close: "),") { out in
            out.line("name: \(SwiftSource.literal(name)),")
            out.block("scheme: CustomColorScheme(", close: ")") { out in
              out.line("value: \(SwiftSource.color(scheme.value)),")
              Self.emit(scheme.light, label: "light", comma: ",", into: &out)
              Self.emit(scheme.dark, label: "dark", comma: "", into: &out)
            }
          }
        }
      }
    }
  }

  private static func emit(
    _ roles: CustomColorRoles, label: String, comma: String, into out: inout SwiftSource
  ) {
    out.block("\(label): CustomColorRoles(", close: ")\(comma)") { out in
      let named = roles.named
      for (index, role) in named.enumerated() {
        let separator = index == named.count - 1 ? "" : ","
        out.line("\(role.key): \(SwiftSource.color(role.color))\(separator)")
      }
    }
  }
}
