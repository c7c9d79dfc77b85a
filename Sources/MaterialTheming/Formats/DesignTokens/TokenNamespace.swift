/// The token files a theme lists, read as one namespace, as Style Dictionary merges its
/// sources: a reference in one file may name a token of another (`base.json` defines
/// `color.brand.primary`, `brand.json` references it).
///
/// Files of the DTCG format and of the older `value`/`type` format (Style Dictionary) are merged
/// in listing order before references are resolved. A token defined in two files with the same
/// type and another value is taken from the later file, with a note naming both places: the
/// DTCG Resolver module's sets merge their sources so ("the last occurrence of a token wins"),
/// and Style Dictionary does so by default, with a collision warning. A token whose two
/// definitions differ in type is an error located at the later one, naming the earlier.
/// Tokens Studio and Figma files keep their own namespaces (their sets and collections already
/// resolve among themselves).
struct TokenNamespace {
  /// One parsed file of the namespace.
  struct Member {
    /// The path as opened.
    let path: String
    /// The parsed document.
    let document: JSONDocument
    /// Its format: ``ImportFormat/designTokens`` or ``ImportFormat/legacyTokens``.
    let format: ImportFormat
  }

  /// Whether a file of `format` joins the shared namespace.
  static func joins(_ format: ImportFormat) -> Bool {
    format == .designTokens || format == .legacyTokens
  }

  /// One token file of `members` (at least two), resolved together; `notes` on collisions.
  static func read(_ members: [Member]) -> (file: DesignTokenFile, notes: [String]) {
    let contexts = members.map { DecodingContext(document: $0.document, chain: []) }
    var errors: [ThemeError] = []
    var notes: [String] = []
    var merged = RawDesignTokenGroup(pointer: .root)
    var seen: [JSONKey: RawDesignToken] = [:]
    for (index, member) in members.enumerated() {
      var parser = DesignTokenReader(
        context: contexts[index], syntax: member.format == .legacyTokens ? .legacy : .dtcg,
        source: index)
      let group = parser.parseGroup(member.document.rootNode)
      errors += parser.errors
      notes += parser.notes
      forEachToken(group, path: "", type: nil) { name, token in
        let key = JSONKey(name)
        defer { seen[key] = token }
        guard let earlier = seen[key], earlier.value != token.value || earlier.type != token.type
        else { return }
        let place = Self.place(earlier, contexts)
        if let before = earlier.type, let now = token.type, before != now {
          errors.append(
            contexts[index].errorAtValue(
              .invalidValue, token.valuePointer,
              "token '\(DiagnosticText.escaped(name))' is a \(DiagnosticText.escaped(now)) token "
                + "here but a \(DiagnosticText.escaped(before)) token in \(place)",
              suggestion: "give the token one type, or rename one of the two"))
        } else {
          notes.append(
            "token '\(DiagnosticText.escaped(name))' of \(Self.place(token, contexts)) "
              + "overrides \(place) (the later listed file wins)")
        }
      }
      Self.merge(into: &merged, group)
    }
    let legacy = members.contains { $0.format == .legacyTokens }
    let file = DesignTokenFile(
      root: merged, contexts: contexts, format: legacy ? .legacyTokens : .designTokens,
      tolerant: legacy, errors: errors, notes: notes)
    return (file, notes)
  }

  /// `file:line:column` of a raw token.
  private static func place(_ token: RawDesignToken, _ contexts: [DecodingContext]) -> String {
    let document = contexts[token.source].document
    let file = DiagnosticText.escaped(document.file)
    guard let position = document.keyPosition(of: token.pointer) else { return file }
    return "\(file):\(position.line):\(position.column)"
  }

  /// Calls `body` with every token below `group`, its dotted name and its type as stated on
  /// it or inherited from its groups (`type`: the type `group` inherits).
  private static func forEachToken(
    _ group: RawDesignTokenGroup, path: String, type: String?,
    _ body: (String, RawDesignToken) -> Void
  ) {
    let type = group.type ?? type
    for (name, entry) in group.children {
      let dotted = path.isEmpty ? name : path + "." + name
      switch entry {
      case .token(var token):
        token.type = token.type ?? type
        body(dotted, token)
      case .group(let inner): forEachToken(inner, path: dotted, type: type, body)
      }
    }
  }

  /// Merges `local` over `result` in place — tokens of `local` replace, groups merge, and
  /// `$extends` is kept (the expansion after the merge applies it); merging many sources one
  /// after another costs what they hold, not what has been merged so far.
  static func merge(into result: inout RawDesignTokenGroup, _ local: RawDesignTokenGroup) {
    result.pointer = local.pointer
    result.source = local.source
    result.type = local.type ?? result.type
    result.description = local.description ?? result.description
    result.extensions = local.extensions ?? result.extensions
    result.deprecated = local.deprecated ?? result.deprecated
    if local.extends != nil {
      result.extends = local.extends
      result.extendsMember = local.extendsMember
    }
    for (name, entry) in local.children {
      guard let index = result.index(of: name) else {
        result.set(name, entry)
        continue
      }
      if case .group(let own) = entry, case .group(var inherited) = result.takeEntry(at: index) {
        merge(into: &inherited, own)
        result.replaceEntry(at: index, with: .group(inherited))
      } else {
        result.replaceEntry(at: index, with: entry)
      }
    }
  }
}
