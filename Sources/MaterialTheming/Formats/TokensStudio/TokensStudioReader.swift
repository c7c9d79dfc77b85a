/// Reads Tokens Studio token sets — one file whose top-level groups are sets, or a folder of
/// set files with `$themes.json` and `$metadata.json` — into one ``DesignTokenFile``.
///
/// Tokens Studio names tokens without their set (`{colors.black}` for the `core` set's
/// `colors.black`) and resolves references across the sets a theme selects, later sets (in
/// `$metadata.tokenSetOrder`) winning. The reader does the same, once per *context*:
/// - with `$themes`: each theme named for a mode (`Light`, `Dark`, `Light High Contrast`) —
///   with each theme of a group whose themes name contrasts (`Normal`, `High`), when there is
///   one — together with one theme of every other group: such a group is a *dimension* (a
///   brand), read in the theme `--context group=theme` names, else its first;
/// - without `$themes`: each set named for a mode (`light`, `theme/dark`) together with every
///   set that names no mode; without such sets, all sets.
/// A set's status `enabled` or `source` selects it; `disabled` leaves it out.
///
/// A token whose value is the same in every context keeps its name; a token that differs
/// between contexts, or comes from a mode's own set, is named once per context with the mode in
/// front (`light.fg.default`, `dark.fg.default`) — the mode-named groups ``DesignTokenRoleMapper``
/// reads.
enum TokensStudioReader {
  /// The reserved names of the themes and metadata entries (as top-level keys or file names).
  static let themesKey = "$themes"
  /// The reserved name of the metadata entry.
  static let metadataKey = "$metadata"

  /// One token set as read.
  private struct TokenSet {
    var name: String
    var node: JSONNode
    var source: Int
  }

  /// One theme of `$themes`.
  private struct Theme {
    var name: String
    var group: String?
    /// Where the theme's object sits in `$themes`.
    var pointer: JSONPointer
    /// Set names and whether each is `enabled` (true) or `source` (false).
    var sets: [(name: String, enabled: Bool)]
  }

  /// One resolution of the sets: its name (a mode), the sets it merges, and those that
  /// define its mode.
  private struct Context {
    var name: String?
    var sets: Set<JSONKey>
    var modeSets: Set<JSONKey>
  }

  /// Whether `root` is a Tokens Studio file: `$themes` or `$metadata` at the top level, or
  /// top-level groups acting as sets (see ``ImportFormat``).
  static func isTokensStudio(_ root: JSONNode) -> Bool {
    guard root.kind == .object else { return false }
    if root.member(themesKey)?.kind == .array || root.member(metadataKey)?.kind == .object {
      return true
    }
    // A top-level member not named `$…` whose value is not an object rules the sets out (every
    // theme file has one): decided without building the member list.
    var memberNotASet = false
    root.forEachMemberUnchecked { name, value in
      let isObject = JSONNode(handle: value, pointer: .root).kind == .object
      if name[0] != CChar(UInt8(ascii: "$")), !isObject { memberNotASet = true }
    }
    if memberNotASet { return false }
    let members = root.members.filter { !$0.key.hasPrefix("$") }
    guard members.count > 1, members.allSatisfy({ $0.node.kind == .object }) else { return false }
    // Top-level groups are sets when a reference misses from the root but hits inside a set.
    var found = false
    var checked = 0
    forEachReference(in: root) { path in
      checked += 1
      let pointer = JSONPointer(tokens: path)
      if isToken(root.node(at: pointer)) { return checked < 200 }
      if members.contains(where: { isToken($0.node.node(at: pointer)) }) {
        found = true
        return false
      }
      return checked < 200
    }
    return found
  }

  private static func isToken(_ node: JSONNode?) -> Bool {
    guard let node, node.kind == .object else { return false }
    return node.member("$value") != nil || node.member("value") != nil
  }

  /// Calls `body` with the path of each whole-value reference in the string values below
  /// `node`, until it returns `false`.
  private static func forEachReference(in node: JSONNode, _ body: ([String]) -> Bool) {
    var stop = false
    func walk(_ node: JSONNode) {
      guard !stop else { return }
      switch node.kind {
      case .object: for member in node.members where !stop { walk(member.node) }
      case .array: for element in node.elements where !stop { walk(element) }
      case .string:
        guard let text = node.string else { return }
        for (_, path) in DesignTokenReference.embedded(in: text) where !stop {
          stop = !body(DesignTokenReference.components(path))
        }
      default: return
      }
    }
    walk(node)
  }

  /// Reads the sets of `sources`: a single file (name `nil`: its top-level groups are the sets)
  /// or a folder's files, each named by its path below the folder without `.json` (`$themes`
  /// and `$metadata` for those two files).
  static func read(
    _ sources: [(context: DecodingContext, setName: String?)],
    selection: DesignTokenSelection = .current
  ) -> DesignTokenFile {
    var errors: [ThemeError] = []
    var notes: [String] = []
    var sets: [TokenSet] = []
    var themesNode: (JSONNode, DecodingContext)?
    var orderNode: (JSONNode, DecodingContext)?
    for (index, source) in sources.enumerated() {
      let root = source.context.document.rootNode
      switch source.setName {
      case nil:
        guard root.kind == .object else {
          errors.append(source.context.typeMismatch(root, expected: "an object of token sets"))
          continue
        }
        for (key, member) in root.members {
          switch key {
          case themesKey: themesNode = (member, source.context)
          case metadataKey:
            orderNode = member.member("tokenSetOrder").map { ($0, source.context) }
          default:
            guard member.kind == .object else {
              if !key.hasPrefix("$") {
                errors.append(
                  source.context.typeMismatch(member, expected: "a token set (an object)"))
              }
              continue
            }
            sets.append(TokenSet(name: key, node: member, source: index))
          }
        }
      case themesKey?: themesNode = (root, source.context)
      case metadataKey?:
        orderNode = root.member("tokenSetOrder").map { ($0, source.context) }
      case let name?:
        sets.append(TokenSet(name: name, node: root, source: index))
      }
    }
    let contexts = sources.map(\.context)
    // Set names, like token names, are compared by Unicode scalars.
    let setNames = Set(sets.map { JSONKey($0.name) })
    // Order: `tokenSetOrder` first, then the sets it leaves out, as found.
    var order: [String] = []
    var ordered: Set<JSONKey> = []
    if let (node, context) = orderNode {
      if node.kind == .array {
        for element in node.elements {
          guard let name = element.string else {
            errors.append(context.typeMismatch(element, expected: "a token set name"))
            continue
          }
          if setNames.contains(JSONKey(name)) {
            if ordered.insert(JSONKey(name)).inserted { order.append(name) }
          } else {
            notes.append("$metadata.tokenSetOrder names '\(name)', which is no token set")
          }
        }
      } else {
        errors.append(context.typeMismatch(node, expected: "an array of token set names"))
      }
    }
    for set in sets where ordered.insert(JSONKey(set.name)).inserted { order.append(set.name) }
    // Parse every set once.
    var parsed: [JSONKey: RawDesignTokenGroup] = [:]
    var namesBySet: [JSONKey: Set<JSONKey>] = [:]
    for set in sets {
      let syntax: DesignTokenSyntax =
        set.node.containsMemberInNestedObjects(named: "$value") ? .dtcg : .legacy
      var parser = DesignTokenReader(
        context: contexts[set.source], syntax: syntax, source: set.source)
      let group = parser.parseGroup(set.node)
      errors += parser.errors
      notes += parser.notes
      parsed[JSONKey(set.name)] = group
      var names: Set<JSONKey> = []
      tokenNames(group, path: "", into: &names)
      namesBySet[JSONKey(set.name)] = names
    }
    var themes: [Theme] = []
    if let (node, context) = themesNode {
      themes = readThemes(node, context, knownSets: ordered, errors: &errors, notes: &notes)
    }
    var dimensions: [(name: String, contexts: [String])] = []
    let resolutionContexts = makeContexts(
      themes: themes, order: order, selection: selection,
      themesContext: themesNode?.1 ?? contexts.first, notes: &notes, errors: &errors,
      dimensions: &dimensions)
    // Resolve each context.
    var results: [(context: Context, file: DesignTokenFile)] = []
    for context in resolutionContexts {
      var merged = RawDesignTokenGroup(pointer: .root)
      for name in order where context.sets.contains(JSONKey(name)) {
        if let group = parsed[JSONKey(name)] {
          merged = DesignTokenGroupExtension.merge(merged, under: group)
        }
      }
      merged.description = nil
      let file = DesignTokenFile(
        root: merged, contexts: contexts, format: .tokensStudio, tolerant: true, errors: [])
      results.append((context, file))
    }
    var file = combine(results, namesBySet: namesBySet)
    file.problems = DesignTokenFile.sorted(errors + results.flatMap(\.file.problems))
    var seenSkips: Set<DesignTokenSkip> = []
    file.skipped = results.flatMap(\.file.skipped).filter { seenSkips.insert($0).inserted }
    file.tokenCount = parsed.values.reduce(0) { $0 + $1.tokenCount }
    file.notes = notes
    file.dimensions = dimensions
    let described = resolutionContexts.compactMap(\.name)
    file.formatDescription =
      ImportFormat.tokensStudio.summary + ": \(sets.count) set\(sets.count == 1 ? "" : "s") ("
      + order.joined(separator: ", ") + ")"
      + (themes.isEmpty ? "" : ", \(themes.count) theme\(themes.count == 1 ? "" : "s")")
      + (described.isEmpty ? "" : "; modes " + described.joined(separator: ", "))
    return file
  }

  /// Adds the dotted names of the tokens below `group` (whose own dotted name is `path`).
  private static func tokenNames(
    _ group: RawDesignTokenGroup, path: String, into names: inout Set<JSONKey>
  ) {
    for (name, entry) in group.children {
      let dotted = path.isEmpty ? name : path + "." + name
      switch entry {
      case .token: names.insert(JSONKey(dotted))
      case .group(let inner): tokenNames(inner, path: dotted, into: &names)
      }
    }
  }

  private static func readThemes(
    _ node: JSONNode, _ context: DecodingContext, knownSets: Set<JSONKey>,
    errors: inout [ThemeError], notes: inout [String]
  ) -> [Theme] {
    guard node.kind == .array else {
      errors.append(context.typeMismatch(node, expected: "an array of themes"))
      return []
    }
    var themes: [Theme] = []
    for element in node.elements {
      guard element.kind == .object, let name = element.member("name")?.string else {
        errors.append(
          context.errorAtValue(
            .invalidValue, element.pointer, "a theme needs a \"name\" string",
            suggestion:
              "write {\"name\": \"Light\", \"selectedTokenSets\": {\"core\": \"enabled\"}}"))
        continue
      }
      var sets: [(String, Bool)] = []
      if let selected = element.member("selectedTokenSets") {
        guard selected.kind == .object else {
          errors.append(context.typeMismatch(selected, expected: "an object of set statuses"))
          continue
        }
        for (set, status) in selected.members {
          switch status.string {
          case "enabled": sets.append((set, true))
          case "source": sets.append((set, false))
          case "disabled": continue
          default:
            errors.append(
              context.errorAtValue(
                .invalidValue, status.pointer,
                "unknown token set status \(status.string.map { "'\($0)'" } ?? "\(status.kind)")",
                suggestion: "expected \"enabled\", \"source\" or \"disabled\""))
            continue
          }
          if !knownSets.contains(JSONKey(set)) {
            notes.append("theme '\(name)' selects '\(set)', which is no token set")
          }
        }
      }
      themes.append(
        Theme(
          name: name, group: element.member("group")?.string, pointer: element.pointer,
          sets: sets))
    }
    return themes
  }

  /// The theme each dimension (a theme group none of whose themes is named for a mode) reads:
  /// the one `selection` names, else the group's first. Unknown dimensions and themes are
  /// errors located at the group's first theme in `$themes`.
  private static func dimensionThemes(
    _ themes: [Theme], groups: [String?], selection: DesignTokenSelection,
    context: DecodingContext?, notes: inout [String], errors: inout [ThemeError]
  ) -> [Theme] {
    var chosen: [Theme] = []
    var dimensions: [String] = []
    for group in groups {
      let members = themes.filter { JSONKey.same($0.group, group) }
      guard let first = members.first else { continue }
      let dimension = group ?? "theme"
      dimensions.append(dimension)
      guard members.count > 1 || selection.context(for: dimension) != nil else {
        chosen.append(first)
        continue
      }
      let names = members.map(\.name)
      var pick = first
      if let wanted = selection.context(for: dimension) {
        if let found = members.first(where: { JSONKey.sameScalars($0.name, wanted) }) {
          pick = found
        } else if let context {
          errors.append(
            context.errorAtValue(
              .invalidValue, first.pointer,
              "invalid context '\(DiagnosticText.escaped(wanted))' for dimension "
                + "'\(DiagnosticText.escaped(dimension))'",
              suggestion: "choose one of: "
                + names.map(DiagnosticText.escaped).joined(separator: ", ")))
        }
      }
      chosen.append(pick)
      notes.append(
        DesignTokenSelection.note(
          dimension: dimension, contexts: names, chosen: pick.name,
          given: selection.context(for: dimension) != nil))
    }
    if let context {
      for unknown in selection.unknown(among: dimensions) {
        errors.append(
          context.errorAtValue(
            .invalidValue, context.document.rootPointer,
            "unknown dimension '\(DiagnosticText.escaped(unknown))' (--context)",
            suggestion: dimensions.isEmpty
              ? "the file has no theme groups to choose from"
              : "the dimensions are: "
                + dimensions.map(DiagnosticText.escaped).joined(separator: ", ")))
      }
    }
    return chosen
  }

  private static func makeContexts(
    themes: [Theme], order: [String], selection: DesignTokenSelection,
    themesContext: DecodingContext?, notes: inout [String], errors: inout [ThemeError],
    dimensions: inout [(name: String, contexts: [String])]
  ) -> [Context] {
    func keys<S: Sequence<String>>(_ names: S) -> Set<JSONKey> { Set(names.map(JSONKey.init)) }
    if !themes.isEmpty {
      var groups: [String?] = []
      for theme in themes where !groups.contains(where: { JSONKey.same($0, theme.group) }) {
        groups.append(theme.group)
      }
      let modeThemes = themes.filter { DesignTokenModeName.slot($0.name) != nil }
      var seenSlots: Set<Material3SchemeSlot> = []
      let chosen = modeThemes.filter {
        seenSlots.insert(DesignTokenModeName.slot($0.name)!).inserted
      }
      // Groups holding a mode feed the appearance and contrast traits; the others are
      // dimensions, each read in one of its themes.
      var dimensionGroups = groups.filter { group in
        !modeThemes.contains { JSONKey.same($0.group, group) }
      }
      // Beside the modes, a group whose themes all name a contrast (`Normal`, `High`) feeds the
      // contrast traits: each mode is read with each of its themes.
      var contrastThemes: [Theme] = []
      if !chosen.isEmpty,
        let index = dimensionGroups.firstIndex(where: { group in
          let members = themes.filter { JSONKey.same($0.group, group) }
          return members.count > 1
            && members.allSatisfy {
              DesignTokenModeName.contrast(DesignTokenModeName.key($0.name)) != nil
            }
        })
      {
        contrastThemes = themes.filter { JSONKey.same($0.group, dimensionGroups[index]) }
        dimensionGroups.remove(at: index)
      }
      let picked = dimensionThemes(
        themes, groups: dimensionGroups, selection: selection, context: themesContext,
        notes: &notes, errors: &errors)
      for group in dimensionGroups {
        let members = themes.filter { JSONKey.same($0.group, group) }
        if members.count > 1 { dimensions.append((group ?? "theme", members.map(\.name))) }
      }
      if chosen.isEmpty {
        return [
          Context(name: nil, sets: keys(picked.flatMap { $0.sets.map(\.name) }), modeSets: [])
        ]
      }
      // A mode's own sets: those it enables that not every mode enables.
      let enabled = chosen.map { keys($0.sets.filter(\.enabled).map(\.name)) }
      let common =
        enabled.count > 1 ? enabled.dropFirst().reduce(enabled[0]) { $0.intersection($1) } : []
      var result: [Context] = []
      for (theme, enabled) in zip(chosen, enabled) {
        let others = picked.filter { $0.group != nil && !JSONKey.same($0.group, theme.group) }
        let sets = theme.sets.map(\.name) + others.flatMap { $0.sets.map(\.name) }
        let slot = DesignTokenModeName.slot(theme.name)!
        guard slot.contrast == .standard, !contrastThemes.isEmpty else {
          result.append(
            Context(name: theme.name, sets: keys(sets), modeSets: enabled.subtracting(common)))
          continue
        }
        for contrast in contrastThemes {
          let level = DesignTokenModeName.contrast(DesignTokenModeName.key(contrast.name))!
          let combined = Material3SchemeSlot(appearance: slot.appearance, contrast: level)
          // A theme named for the combination itself (`Dark High Contrast`) wins.
          if level != .standard, seenSlots.contains(combined) { continue }
          result.append(
            Context(
              name: level == .standard ? theme.name : combined.rawValue,
              sets: keys(sets + contrast.sets.map(\.name)),
              modeSets: enabled.subtracting(common)
                .union(keys(contrast.sets.filter(\.enabled).map(\.name)))))
        }
      }
      return result
    }
    if let context = themesContext {
      _ = dimensionThemes(
        [], groups: [], selection: selection, context: context, notes: &notes, errors: &errors)
    }
    let modeSets = order.filter { name in
      name.split(separator: "/").contains { DesignTokenModeName.slot(String($0)) != nil }
    }
    guard !modeSets.isEmpty else { return [Context(name: nil, sets: keys(order), modeSets: [])] }
    let shared = order.filter { !JSONKey.contains(modeSets, $0) }
    return modeSets.map { set in
      let mode = set.split(separator: "/").map(String.init).last {
        DesignTokenModeName.slot($0) != nil
      }!
      return Context(name: mode, sets: keys(shared + [set]), modeSets: [JSONKey(set)])
    }
  }

  /// One file from per-mode results of another reader (a DTCG resolver's modes), named as
  /// Tokens Studio themes are: tokens that differ between modes, or are among `modeTokens`
  /// (those the modes' own sources define), once per mode.
  static func combineModes(
    _ results: [(mode: String, file: DesignTokenFile)], modeTokens: Set<JSONKey>
  ) -> DesignTokenFile {
    let key = JSONKey("")
    return combine(
      results.map { (Context(name: $0.mode, sets: [], modeSets: [key]), $0.file) },
      namesBySet: [key: modeTokens])
  }

  /// One file from the per-context results (see the type's documentation for the naming).
  private static func combine(
    _ results: [(context: Context, file: DesignTokenFile)], namesBySet: [JSONKey: Set<JSONKey>]
  ) -> DesignTokenFile {
    var tokens = DesignTokenMap<DesignToken>()
    var order: [String] = []
    var extensions = DesignTokenMap<JSONOutput>()
    func add(_ token: DesignToken) {
      let name = token.name
      if tokens[name] == nil { order.append(name) }
      tokens[name] = token
    }
    let named = results.count > 1 || results.first?.context.name != nil
    var allNames: [String] = []
    var seen: Set<JSONKey> = []
    for (_, file) in results {
      for name in file.order where seen.insert(JSONKey(name)).inserted { allNames.append(name) }
      extensions.addMissing(file.groupExtensions)
    }
    for name in allNames {
      let key = JSONKey(name)
      let versions = results.map { ($0.context, $0.file.tokens[key]) }
      let fromModeSet = versions.contains { context, _ in
        context.modeSets.contains { namesBySet[$0]?.contains(key) == true }
      }
      let values = versions.compactMap { $0.1?.value }
      let differs = values.contains { $0 != values[0] } || values.count < versions.count
      if !named || !(fromModeSet || differs) {
        if let token = versions.compactMap(\.1).first { add(token) }
        continue
      }
      for (context, token) in versions {
        guard var token, let mode = context.name else { continue }
        let prefix = mode.replacingOccurrences(of: ".", with: "_")
        token.path = [prefix] + token.path
        token.mode = mode
        add(token)
      }
    }
    var file = DesignTokenFile(
      root: RawDesignTokenGroup(pointer: .root), contexts: [], format: .tokensStudio,
      tolerant: true, errors: [])
    file.tokens = tokens
    file.order = order
    file.groupExtensions = extensions
    return file
  }
}
