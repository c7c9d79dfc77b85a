import Foundation

/// Lint findings as the machine-readable reports linters are expected to write.
///
/// ```swift
/// let log = LintReport.sarif(findings, workingDirectory: "/src/app")
/// print(log.serialized())
/// ```
package enum LintReport {
  /// The SARIF 2.1.0 schema URI written as `$schema`.
  package static let sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The base-URI symbol relative file paths are resolved against.
  package static let sourceRootSymbol = "%SRCROOT%"

  /// The findings as a JSON array (what `lint --format json` prints).
  package static func json(_ findings: [LintFinding]) -> JSONOutput {
    .array(findings.map(\.json))
  }

  /// A SARIF 2.1.0 log with one run: every ``LintRule`` as a rule, every finding as a result
  /// located at its key (region from the key to the end of its value when stated).
  ///
  /// Relative file paths are written relative to `%SRCROOT%`, which `originalUriBaseIds` maps to
  /// `workingDirectory`; absolute paths become `file://` URIs.
  package static func sarif(_ findings: [LintFinding], workingDirectory: String) -> JSONOutput {
    let rules = LintRule.allCases
    let root = fileURI(directory: workingDirectory)
    let results: [JSONOutput] = findings.map { finding in
      var region: [(String, JSONOutput)] = [
        ("startLine", .number(Double(finding.position.line))),
        ("startColumn", .number(Double(finding.position.column))),
      ]
      if let end = finding.endPosition, end.offset > finding.position.offset {
        region += [
          ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
        ]
      }
      var artifact: [(String, JSONOutput)] = [("uri", .string(uri(finding.file)))]
      if !finding.file.hasPrefix("/") {
        artifact.append(("uriBaseId", .string(sourceRootSymbol)))
      }
      var text = finding.message
      if let suggestion = finding.suggestion { text += ". Fix: " + suggestion }
      var result: [(String, JSONOutput)] = [
        ("ruleId", .string(finding.rule.rawValue)),
        ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
        ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(text))])),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  ("artifactLocation", .object(artifact)), ("region", .object(region)),
                ])
              ),
              (
                "logicalLocations",
                .array([
                  .object([
                    ("fullyQualifiedName", .string(finding.pointer.description)),
                    ("kind", .string("member")),
                  ])
                ])
              ),
            ])
          ])
        ),
        (
          "partialFingerprints",
          .object([("materialThemeFinding/v1", .string(fingerprint(finding)))])
        ),
      ]
      if let fix = finding.fix {
        result.append(
          (
            "properties",
            .object([
              (
                "fix",
                .object([
                  ("pointer", .string(fix.pointer.description)), ("value", .string(fix.value)),
                ])
              )
            ])
          ))
        if let edit = fix.edit {
          // The same edit as `lint --fix` makes, for tools that apply SARIF fixes.
          let replacement: JSONOutput = .object([
            (
              "deletedRegion",
              .object([
                ("byteOffset", .number(Double(edit.offset))),
                ("byteLength", .number(Double(edit.length))),
              ])
            ),
            ("insertedContent", .object([("text", .string(edit.text))])),
          ])
          result.append(
            (
              "fixes",
              .array([
                .object([
                  ("description", .object([("text", .string(fix.sentence))])),
                  (
                    "artifactChanges",
                    .array([
                      .object([
                        ("artifactLocation", .object(artifact)),
                        ("replacements", .array([replacement])),
                      ])
                    ])
                  ),
                ])
              ])
            ))
        }
      }
      return .object(result)
    }
    let driver: JSONOutput = .object([
      ("name", .string("material-theme")),
      ("rules", .array(rules.map(rule))),
    ])
    let run: JSONOutput = .object([
      ("tool", .object([("driver", driver)])),
      ("originalUriBaseIds", .object([(sourceRootSymbol, .object([("uri", .string(root))]))])),
      ("results", .array(results)),
      ("columnKind", .string("unicodeCodePoints")),
    ])
    return .object([
      ("$schema", .string(sarifSchema)), ("version", .string("2.1.0")), ("runs", .array([run])),
    ])
  }

  /// One rule as a SARIF reporting descriptor.
  private static func rule(_ rule: LintRule) -> JSONOutput {
    .object([
      ("id", .string(rule.rawValue)), ("name", .string(rule.name)),
      ("shortDescription", .object([("text", .string(rule.shortDescription))])),
      ("fullDescription", .object([("text", .string(rule.fullDescription))])),
      ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
      ("help", .object([("text", .string(rule.help)), ("markdown", .string(rule.help))])),
      (
        "properties",
        .object([
          ("tags", .array([.string("accessibility"), .string("theme")])),
          ("precision", .string("very-high")),
        ])
      ),
    ])
  }

  /// A stable identity of a finding: rule, key and the subject of the message.
  static func fingerprint(_ finding: LintFinding) -> String {
    let subject = finding.message.components(separatedBy: " has ").first ?? finding.message
    return "\(finding.rule.rawValue):\(finding.pointer.description):\(subject)"
  }

  /// `path` as a URI reference: percent-encoded; `file://` for an absolute path.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "%")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  /// `directory` as a `file://` URI ending in `/`.
  static func fileURI(directory: String) -> String {
    let uri = self.uri(directory.hasPrefix("/") ? directory : "/" + directory)
    return uri.hasSuffix("/") ? uri : uri + "/"
  }
}
