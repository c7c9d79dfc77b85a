/// The contexts chosen for a token file's dimensions — Tokens Studio theme groups that are not
/// modes (`brand`), DTCG resolver modifiers that are not appearance or contrast — as
/// `--context brand=acme` gives them.
///
/// Names are compared by Unicode scalars (``JSONKey``); a dimension not named takes its default
/// (a resolver modifier's `default`, a theme group's first theme).
package struct DesignTokenSelection: Sendable {
  /// The selection of the current load, for readers that are given none (`build` reads each
  /// context of a source's dimensions with this bound).
  @TaskLocal package static var current = DesignTokenSelection()

  /// The chosen contexts, in the order given.
  package var entries: [(dimension: String, context: String)] = []
  /// Context names given a mode (`--context-map night=dark`).
  var modes: [(context: String, mode: String)] = []

  /// No choice: every dimension takes its default.
  package init() {}

  /// The choices `entries`.
  package init(_ entries: [(dimension: String, context: String)]) { self.entries = entries }

  /// The choices and context modes of `options`.
  init(_ options: DesignTokenImportOptions) {
    entries = options.contexts
    modes = options.contextModes
  }

  /// The mode `context` is mapped to (the last given), or `nil`.
  func mode(for context: String) -> String? {
    modes.last { JSONKey.sameScalars($0.context, context) }?.mode
  }

  /// The context chosen for `dimension` (the last given), or `nil`.
  func context(for dimension: String) -> String? {
    entries.last { JSONKey.sameScalars($0.dimension, dimension) }?.context
  }

  /// The dimensions named that are not among `known`.
  func unknown(among known: [String]) -> [String] {
    entries.map(\.dimension).filter { !JSONKey.contains(known, $0) }
  }

  /// The note naming the dimensions read and the context each took: `dimension 'brand' (acme,
  /// globex): read 'acme', the default; choose with --context brand=NAME`.
  static func note(dimension: String, contexts: [String], chosen: String, given: Bool) -> String {
    let name = DiagnosticText.escaped(dimension)
    let listed = contexts.map(DiagnosticText.escaped).joined(separator: ", ")
    return "dimension '\(name)' (\(listed)): read '\(DiagnosticText.escaped(chosen))'"
      + (given ? "" : ", the default; choose with --context \(name)=NAME")
  }
}
