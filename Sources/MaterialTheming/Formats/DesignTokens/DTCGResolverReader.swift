/// Reads a DTCG resolver document (Design Tokens Resolver Module 2025.10): `sets`, `modifiers`
/// with `contexts` and `default`, `resolutionOrder`, `$ref`s to files, to JSON Pointers in them
/// and into the document itself (`#/sets/core`, `#/$defs/…`), into one ``DesignTokenFile``.
///
/// As the module's resolution algorithm orders it: the input is validated (each chosen modifier
/// and context must exist; a modifier without `default` must be chosen), `resolutionOrder` is
/// walked in order (a set contributes its `sources`, a modifier its chosen context's), later
/// tokens replace earlier ones, and only then are aliases resolved, on the merged tree.
///
/// Modifiers play two parts:
/// - one whose every context names a mode (`light`, `dark`, `light-hc`, `dark_ax`, or a name
///   given a mode with `--context-map night=dark`) feeds the appearance traits, and one whose
///   every context names a contrast (`normal`, `high`) beside it the contrast traits: each
///   context (or pair) is resolved, and tokens that differ are named per mode, as for Tokens
///   Studio themes (`light.color.bg`, `darkHighContrast.color.bg`);
/// - any other modifier — a brand, a product, a size — is a dimension, read in one context: the
///   one chosen (`--context brand=acme`), else its `default`. (A size modifier is a dimension
///   too: Dynamic Type scales one base size at run time, so a theme holds one size per style.)
///
/// Reading is linear in the document and the files it names; each file is read once. `$ref`
/// files are confined to `root` (``PathPolicy``); names are compared by Unicode scalars.
struct DTCGResolverReader {
  /// The one version the module defines.
  static let version = "2025.10"
  /// The most entries `resolutionOrder` may hold.
  static let maximumOrderItems = 1000
  /// The most token sources one resolution may merge (set references included).
  static let maximumSources = 10_000
  /// The deepest chain of set references followed.
  static let maximumReferenceDepth = 64

  /// Whether `root` is a resolver document: an object with a `resolutionOrder` array.
  static func isResolver(_ root: JSONNode) -> Bool {
    root.kind == .object && root.member("resolutionOrder")?.kind == .array
  }

  /// The role of a modifier.
  private enum Role: Equatable {
    case appearance, contrast, dimension
  }

  /// A token tree to merge: the node and the index of its document in ``contexts``.
  private struct Tree {
    var node: JSONNode
    var source: Int
  }

  /// One modifier as read.
  private struct Modifier {
    var name: String
    var pointer: JSONPointer
    var source: Int
    var contexts: [(name: String, trees: [Tree])]
    var defaultContext: String?
    var role: Role = .dimension
  }

  /// One entry of `resolutionOrder`.
  private enum Item {
    case set(name: String, trees: [Tree])
    case modifier(Modifier)
  }

  /// The documents read: the resolver first, then each `$ref` file once.
  private var contexts: [DecodingContext]
  /// The index of each file in ``contexts``, by canonical path.
  private var fileIndex: [String: Int] = [:]
  /// The canonical directory `$ref` files may not leave.
  private let root: String?
  private let limits: LoadingLimits
  private let selection: DesignTokenSelection
  private var errors: [ThemeError] = []
  private var notes: [String] = []
  /// Each context read and the tokens it sets (``DesignTokenFile/contextTokens``).
  private var contextTokens: [(label: String, names: Set<JSONKey>)] = []
  /// The sources counted so far, against ``maximumSources``.
  private var sourceCount = 0
  /// Parsed trees, by document and pointer (a set referenced twice is parsed once).
  private var parsed: [Int: [JSONPointer: RawDesignTokenGroup]] = [:]

  /// Reads the resolver `document`; `root` is the canonical folder its `$ref` files must stay
  /// in (`nil`: the document's own folder).
  static func read(
    _ document: JSONDocument, root: String?, limits: LoadingLimits,
    selection: DesignTokenSelection
  ) -> DesignTokenFile {
    let directory = FileReader.directory(of: document.file)
    var reader = DTCGResolverReader(
      contexts: [DecodingContext(document: document, chain: [])],
      root: root ?? PathPolicy.canonical(directory.isEmpty ? "." : directory), limits: limits,
      selection: selection)
    return reader.run()
  }

  private init(
    contexts: [DecodingContext], root: String?, limits: LoadingLimits,
    selection: DesignTokenSelection
  ) {
    self.contexts = contexts
    self.root = root
    self.limits = limits
    self.selection = selection
    if let canonical = PathPolicy.canonical(contexts[0].document.file) {
      fileIndex[canonical] = 0
    }
  }

  private var resolver: DecodingContext { contexts[0] }

  // MARK: - The document

  private mutating func run() -> DesignTokenFile {
    let rootNode = resolver.document.rootNode
    let allowed: Set<String> = [
      "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs",
    ]
    for (key, member) in rootNode.members where !allowed.contains(key) {
      errors.append(
        resolver.errorAtKey(
          .unknownKey, member.pointer,
          "unknown member '\(DiagnosticText.escaped(key))' in a resolver document",
          suggestion: key == "$extensions"
            ? "put $extensions on a set or a modifier (the root may not hold one)"
            : "expected name, version, description, sets, modifiers, resolutionOrder, $schema "
              + "or $defs"))
    }
    if let version = rootNode.member("version") {
      if version.string != Self.version {
        errors.append(
          resolver.errorAtValue(
            .invalidValue, version.pointer,
            "resolver version must be \"\(Self.version)\"",
            suggestion: "write \"version\": \"\(Self.version)\""))
      }
    } else {
      errors.append(
        resolver.errorAtValue(
          .missingKey, rootNode.pointer, "a resolver document needs a \"version\"",
          suggestion: "write \"version\": \"\(Self.version)\""))
    }
    guard let order = rootNode.member("resolutionOrder") else {
      errors.append(
        resolver.errorAtValue(
          .missingKey, rootNode.pointer, "a resolver document needs a \"resolutionOrder\"",
          suggestion:
            "list its sets and modifiers: \"resolutionOrder\": [{\"$ref\": \"#/sets/core\"}]"))
      return finish([], [])
    }
    if order.elements.isEmpty {
      errors.append(
        resolver.errorAtValue(
          .invalidValue, order.pointer, "resolutionOrder is empty",
          suggestion: "list at least one set or modifier: [{\"$ref\": \"#/sets/core\"}]"))
    }
    guard order.elements.count <= Self.maximumOrderItems else {
      errors.append(
        resolver.errorAtValue(
          .invalidValue, order.pointer,
          "resolutionOrder has \(order.elements.count) entries, more than "
            + "\(Self.maximumOrderItems)",
          suggestion: "merge sets: a set may list many sources"))
      return finish([], [])
    }
    var items: [Item] = []
    var inlineNames: Set<JSONKey> = []
    for element in order.elements {
      if let item = readItem(element, inlineNames: &inlineNames) { items.append(item) }
    }
    return resolve(items)
  }

  /// One `resolutionOrder` entry: a reference to a set or modifier, or one inline.
  private mutating func readItem(_ element: JSONNode, inlineNames: inout Set<JSONKey>) -> Item? {
    guard element.kind == .object else {
      errors.append(resolver.typeMismatch(element, expected: "a set, a modifier or a {\"$ref\"}"))
      return nil
    }
    if let reference = element.member("$ref") {
      guard let (target, source) = follow(reference, from: 0) else { return nil }
      let pointer = target.pointer
      let tokens = pointer.tokens
      if source == 0, tokens.first == "resolutionOrder" {
        errors.append(
          resolver.errorAtValue(
            .invalidValue, reference.pointer,
            "a $ref may not point into resolutionOrder (inline entries are not referenced)",
            suggestion: "move the entry to \"sets\" or \"modifiers\" and reference it there"))
        return nil
      }
      let isModifier =
        source == 0 ? tokens.first == "modifiers" : target.member("contexts") != nil
      let name = tokens.last ?? "(root)"
      let overrides = element.members.filter { $0.key != "$ref" }
      if isModifier {
        return readModifier(target, name: name, source: source, overrides: overrides).map {
          .modifier($0)
        }
      }
      return .set(
        name: name,
        trees: readSet(
          target, source: source, overrides: overrides,
          visiting: source == 0 ? [pointer.displayText] : []))
    }
    // Inline: `type` and a `name` unique in resolutionOrder.
    guard let type = element.member("type")?.string, type == "set" || type == "modifier",
      let name = element.member("name")?.string
    else {
      errors.append(
        resolver.errorAtValue(
          .missingKey, element.pointer,
          "an inline resolutionOrder entry needs \"type\" (\"set\" or \"modifier\") and \"name\"",
          suggestion: "or reference one: {\"$ref\": \"#/sets/core\"}"))
      return nil
    }
    guard inlineNames.insert(JSONKey(name)).inserted else {
      errors.append(
        resolver.errorAtValue(
          .duplicateKey, element.member("name")!.pointer,
          "two inline resolutionOrder entries are named '\(DiagnosticText.escaped(name))'",
          suggestion: "give each inline set and modifier its own name"))
      return nil
    }
    if type == "modifier" {
      return readModifier(element, name: name, source: 0, overrides: [], inline: true).map {
        .modifier($0)
      }
    }
    return .set(name: name, trees: readSet(element, source: 0, overrides: [], inline: true))
  }

  /// The member `key` of a set or modifier: a local override beside its `$ref` first.
  private func field(
    _ key: String, _ node: JSONNode, _ overrides: [(key: String, node: JSONNode)]
  ) -> JSONNode? {
    overrides.first { $0.key == key }?.node ?? node.member(key)
  }

  private mutating func checkKeys(
    _ node: JSONNode, source: Int, allowed: Set<String>, what: String
  ) {
    for (key, member) in node.members where !allowed.contains(key) {
      errors.append(
        contexts[source].errorAtKey(
          .unknownKey, member.pointer, "unknown member '\(DiagnosticText.escaped(key))' in \(what)",
          suggestion: "expected " + allowed.sorted().joined(separator: ", ")))
    }
  }

  /// The token trees of a set.
  private mutating func readSet(
    _ node: JSONNode, source: Int, overrides: [(key: String, node: JSONNode)],
    inline: Bool = false, visiting: [String] = []
  ) -> [Tree] {
    guard node.kind == .object else {
      errors.append(contexts[source].typeMismatch(node, expected: "a set: {\"sources\": [...]}"))
      return []
    }
    checkKeys(
      node, source: source,
      allowed: inline
        ? ["description", "sources", "$extensions", "type", "name"]
        : ["description", "sources", "$extensions"], what: "a set")
    guard let sources = field("sources", node, overrides), sources.kind == .array else {
      errors.append(
        contexts[source].errorAtValue(
          .missingKey, node.pointer, "a set needs a \"sources\" array",
          suggestion: "write \"sources\": [{\"$ref\": \"tokens.json\"}]"))
      return []
    }
    return readSources(sources, source: source, visiting: visiting)
  }

  /// A modifier's contexts, checked as the module requires.
  private mutating func readModifier(
    _ node: JSONNode, name: String, source: Int, overrides: [(key: String, node: JSONNode)],
    inline: Bool = false
  ) -> Modifier? {
    let context = contexts[source]
    guard node.kind == .object else {
      errors.append(context.typeMismatch(node, expected: "a modifier: {\"contexts\": {...}}"))
      return nil
    }
    checkKeys(
      node, source: source,
      allowed: inline
        ? ["description", "contexts", "default", "$extensions", "type", "name"]
        : ["description", "contexts", "default", "$extensions"], what: "a modifier")
    guard let contextsNode = field("contexts", node, overrides), contextsNode.kind == .object
    else {
      errors.append(
        context.errorAtValue(
          .missingKey, node.pointer,
          "modifier '\(DiagnosticText.escaped(name))' needs \"contexts\"",
          suggestion: "write \"contexts\": {\"light\": [...], \"dark\": [...]}"))
      return nil
    }
    let members = contextsNode.members
    guard members.count >= 2 else {
      errors.append(
        context.errorAtValue(
          .invalidValue, contextsNode.pointer,
          "modifier '\(DiagnosticText.escaped(name))' has \(members.count) context"
            + (members.count == 1 ? "" : "s") + "; a modifier needs at least two",
          suggestion: members.isEmpty
            ? "add contexts, or remove the modifier"
            : "a single context is a set: move its sources to \"sets\""))
      return nil
    }
    var result = Modifier(name: name, pointer: node.pointer, source: source, contexts: [])
    for (contextName, sources) in members {
      guard sources.kind == .array else {
        errors.append(context.typeMismatch(sources, expected: "an array of sources"))
        continue
      }
      result.contexts.append(
        (contextName, readSources(sources, source: source, visiting: [], inModifier: true)))
    }
    if let defaultNode = field("default", node, overrides) {
      guard let text = defaultNode.string,
        members.contains(where: { JSONKey.sameScalars($0.key, text) })
      else {
        errors.append(
          context.errorAtValue(
            .invalidValue, defaultNode.pointer,
            "the default of modifier '\(DiagnosticText.escaped(name))' names no context",
            suggestion: "choose one of: "
              + members.map { DiagnosticText.escaped($0.key) }.joined(separator: ", ")))
        return nil
      }
      result.defaultContext = text
    }
    return result
  }

  /// The token trees `sources` lists: inline trees, files, pointers, references to sets.
  private mutating func readSources(
    _ sources: JSONNode, source: Int, visiting: [String], inModifier: Bool = false
  ) -> [Tree] {
    var trees: [Tree] = []
    for element in sources.elements {
      sourceCount += 1
      guard sourceCount <= Self.maximumSources else {
        if sourceCount == Self.maximumSources + 1 {
          errors.append(
            contexts[source].errorAtValue(
              .invalidValue, element.pointer,
              "more than \(Self.maximumSources) token sources (set references counted)",
              suggestion: "reference fewer sets and files"))
        }
        return trees
      }
      guard element.kind == .object else {
        errors.append(
          contexts[source].typeMismatch(element, expected: "a token tree or a {\"$ref\"}"))
        continue
      }
      guard let reference = element.member("$ref"), element.member("$value") == nil else {
        trees.append(Tree(node: element, source: source))  // An inline token tree.
        continue
      }
      guard let (target, targetSource) = follow(reference, from: source) else { continue }
      let tokens = target.pointer.tokens
      if targetSource == 0, tokens.first == "modifiers" || tokens.first == "resolutionOrder" {
        errors.append(
          contexts[source].errorAtValue(
            .invalidValue, reference.pointer,
            "a source may not reference "
              + (tokens.first == "modifiers" ? "a modifier" : "into resolutionOrder"),
            suggestion: "only resolutionOrder references modifiers; reference a set or a file"))
        continue
      }
      if targetSource == 0, tokens.count == 2, tokens[0] == "sets" {
        // A set: its sources, in place (a cycle is an error).
        let key = target.pointer.displayText
        if visiting.contains(key) {
          errors.append(
            contexts[source].errorAtValue(
              .referenceCycle, reference.pointer,
              "$ref cycle: " + (visiting + [key]).joined(separator: " → "),
              suggestion: "a set may not include itself"))
          continue
        }
        guard visiting.count < Self.maximumReferenceDepth else {
          errors.append(
            contexts[source].errorAtValue(
              .referenceCycle, reference.pointer,
              "set references nest deeper than \(Self.maximumReferenceDepth)"))
          continue
        }
        trees += readSet(target, source: 0, overrides: [], visiting: visiting + [key])
        continue
      }
      if targetSource == source, isAncestor(target.pointer, of: reference.pointer) {
        errors.append(
          contexts[source].errorAtValue(
            .referenceCycle, reference.pointer,
            "$ref '\(DiagnosticText.escaped(reference.string ?? ""))' names a node that holds "
              + "the reference itself",
            suggestion: "reference a set, a file or a tree outside this one"))
        continue
      }
      trees.append(Tree(node: target, source: targetSource))
    }
    return trees
  }

  private func isAncestor(_ pointer: JSONPointer, of other: JSONPointer) -> Bool {
    pointer.tokens.count <= other.tokens.count
      && zip(pointer.tokens, other.tokens).allSatisfy { JSONKey.sameScalars($0, $1) }
  }

  /// The node a `$ref` names and its document's index, following a chain of references
  /// (`#/$defs/a` holding `{"$ref": "#/$defs/b"}`) to its end, as JSON Schema's `$ref` does.
  ///
  /// A reference object reached through a `$ref` — an object with a `$ref` and no `$value` —
  /// is a reference, not a token tree, and is followed in its own document. Errors are located
  /// at the `$ref` that causes them: the one naming nothing, or the one that closes a cycle or
  /// goes past ``maximumReferenceDepth`` links.
  private mutating func follow(_ reference: JSONNode, from source: Int) -> (JSONNode, Int)? {
    var reference = reference
    var source = source
    // The references followed, as written, and the reference objects reached.
    var written: [String] = []
    var reached: [(source: Int, pointer: JSONPointer)] = []
    while true {
      guard let (node, target) = followOnce(reference, from: source) else { return nil }
      written.append(DiagnosticText.escaped(reference.string ?? ""))
      guard node.kind == .object, let next = node.member("$ref"), node.member("$value") == nil
      else { return (node, target) }
      if reached.contains(where: { $0.source == target && $0.pointer == node.pointer }) {
        errors.append(
          contexts[source].errorAtValue(
            .referenceCycle, reference.pointer,
            "$ref cycle: " + written.joined(separator: " → "),
            suggestion: "make one $ref of the chain name a set, a modifier, a file or a token "
              + "tree"))
        return nil
      }
      guard reached.count < Self.maximumReferenceDepth else {
        errors.append(
          contexts[source].errorAtValue(
            .referenceCycle, reference.pointer,
            "$ref chain longer than \(Self.maximumReferenceDepth) references",
            suggestion: "reference the set, modifier, file or token tree directly"))
        return nil
      }
      reached.append((target, node.pointer))
      reference = next
      source = target
    }
  }

  /// The node one `$ref` names and its document's index; errors located at the reference.
  private mutating func followOnce(_ reference: JSONNode, from source: Int) -> (JSONNode, Int)? {
    let context = contexts[source]
    guard let text = reference.string, !text.isEmpty else {
      errors.append(context.typeMismatch(reference, expected: "a $ref string"))
      return nil
    }
    let shown = DiagnosticText.escaped(text)
    let hash = text.firstIndex(of: "#")
    let file = String(text[..<(hash ?? text.endIndex)])
    var fragment = hash.map { String(text[text.index(after: $0)...]) } ?? ""
    // The module prints `example.json#sets/MySet`: a fragment without its leading `/`.
    if !fragment.isEmpty, !fragment.hasPrefix("/") { fragment = "/" + fragment }
    var target = source
    if !file.isEmpty {
      if file.contains("://") {
        errors.append(
          context.errorAtValue(
            .unresolvedReference, reference.pointer,
            "$ref '\(shown)' is a remote URL; only files beside the resolver are read",
            suggestion: "download the file and reference it by a relative path"))
        return nil
      }
      guard let index = load(file, from: source, at: reference.pointer) else { return nil }
      target = index
    }
    guard let pointer = JSONPointer(fragment.removingPercentEncodingForPointer) else {
      errors.append(
        context.errorAtValue(
          .unresolvedReference, reference.pointer, "$ref '\(shown)' has no valid JSON Pointer",
          suggestion: "write {\"$ref\": \"#/sets/core\"} or {\"$ref\": \"file.json#/group\"}"))
      return nil
    }
    guard let node = contexts[target].document.rootNode.node(at: pointer) else {
      errors.append(
        context.errorAtValue(
          .unresolvedReference, reference.pointer,
          "$ref '\(shown)' names nothing"
            + (target == source ? "" : " in '\(DiagnosticText.escaped(file))'"),
          suggestion: target == 0 && pointer.tokens.first == "sets"
            ? Self.suggestion(pointer.tokens.last ?? "", resolver.document.rootNode.member("sets"))
            : "check the path and the pointer"))
      return nil
    }
    return (node, target)
  }

  private static func suggestion(_ name: String, _ sets: JSONNode?) -> String {
    let names = sets?.members.map(\.key) ?? []
    if let closest = Suggestion.closest(to: name, among: names) {
      return "did you mean '#/sets/\(DiagnosticText.escaped(closest))'?"
    }
    return names.isEmpty
      ? "the document has no sets"
      : "the sets are: "
        + names.map(DiagnosticText.escaped).joined(separator: ", ")
  }

  /// The index of `relative`'s document (read once), confined to ``root``.
  private mutating func load(_ relative: String, from source: Int, at pointer: JSONPointer)
    -> Int?
  {
    let context = contexts[source]
    let shown = DiagnosticText.escaped(relative)
    let path = FileReader.join(FileReader.directory(of: context.document.file), relative)
    guard let canonical = PathPolicy.canonical(path) else {
      // A build's cache must notice the file appearing.
      InputRecorder.current?.recordMissing(path)
      errors.append(
        context.errorAtValue(
          .unresolvedReference, pointer, "$ref file '\(shown)' does not exist",
          suggestion: "paths are relative to the file that holds the $ref"))
      return nil
    }
    guard let root, PathPolicy.isInside(canonical, root: root) else {
      errors.append(
        context.errorAtValue(
          .pathEscapesRoot, pointer,
          "$ref file '\(shown)' is outside the resolver's root '"
            + DiagnosticText.escaped(root ?? "") + "'",
          suggestion: "keep token files under the resolver's folder"))
      return nil
    }
    if let index = fileIndex[canonical] { return index }
    let bytes: [UInt8]
    do {
      bytes = try FileReader.read(
        path, maximumSize: limits.maximumFileSize, chain: [], expected: .tokens)
    } catch {
      // The file cannot be read at all: the `$ref` naming it is what to change.
      errors.append(
        context.errorAtValue(
          error.kind, pointer, "$ref file '\(shown)': \(error.message)",
          suggestion: error.suggestion))
      return nil
    }
    do {
      let document = try JSONDocument.parse(bytes, file: path, limits: limits)
      contexts.append(DecodingContext(document: document, chain: []))
      fileIndex[canonical] = contexts.count - 1
      return contexts.count - 1
    } catch {
      var error = error
      error.notes.append(
        "referenced by \(DiagnosticText.escaped(context.document.file)) at "
          + pointer.displayText)
      errors.append(error)
      return nil
    }
  }

  // MARK: - Resolution

  /// The mode a context name stands for, through `--context-map` first.
  private func slot(_ context: String) -> Material3SchemeSlot? {
    DesignTokenModeName.slot(selection.mode(for: context) ?? context)
  }

  private mutating func resolve(_ items: [Item]) -> DesignTokenFile {
    var modifiers = items.compactMap { item -> Modifier? in
      if case .modifier(let modifier) = item { return modifier }
      return nil
    }
    // Roles: appearance when every context names a mode; contrast when every context names a
    // contrast and an appearance modifier exists; otherwise a dimension.
    for index in modifiers.indices {
      let names = modifiers[index].contexts.map(\.name)
      if names.allSatisfy({ slot($0) != nil }) { modifiers[index].role = .appearance }
    }
    let hasAppearance = modifiers.contains { $0.role == .appearance }
    for index in modifiers.indices where modifiers[index].role == .dimension && hasAppearance {
      let names = modifiers[index].contexts.map(\.name)
      if names.allSatisfy({ DesignTokenModeName.contrast(DesignTokenModeName.key($0)) != nil }) {
        modifiers[index].role = .contrast
      }
    }
    // Input validation (resolution step 1).
    for unknown in selection.unknown(among: modifiers.map(\.name)) {
      errors.append(
        resolver.errorAtValue(
          .invalidValue, resolver.document.rootNode.pointer,
          "unknown modifier \"\(DiagnosticText.escaped(unknown))\" (--context)",
          suggestion: modifiers.isEmpty
            ? "the resolver has no modifiers"
            : "the modifiers are: "
              + modifiers.map { DiagnosticText.escaped($0.name) }.joined(separator: ", ")))
    }
    // The contexts each modifier is read in.
    var chosen: [[Int]] = []
    for modifier in modifiers {
      let names = modifier.contexts.map(\.name)
      let listed = names.map(DiagnosticText.escaped).joined(separator: ", ")
      if let wanted = selection.context(for: modifier.name) {
        if let index = names.firstIndex(where: { JSONKey.sameScalars($0, wanted) }) {
          chosen.append([index])
          if modifier.role == .dimension {
            notes.append(
              DesignTokenSelection.note(
                dimension: modifier.name, contexts: names, chosen: wanted, given: true))
          }
        } else {
          errors.append(
            contexts[modifier.source].errorAtValue(
              .invalidValue, modifier.pointer,
              "invalid context \"\(DiagnosticText.escaped(wanted))\" for modifier "
                + "\"\(DiagnosticText.escaped(modifier.name))\"",
              suggestion: "choose one of: \(listed)"))
          chosen.append([])
        }
        continue
      }
      if modifier.role != .dimension {
        chosen.append(Array(names.indices))
        continue
      }
      guard let fallback = modifier.defaultContext,
        let index = names.firstIndex(where: { JSONKey.sameScalars($0, fallback) })
      else {
        errors.append(
          contexts[modifier.source].errorAtValue(
            .missingKey, modifier.pointer,
            "missing modifier \"\(DiagnosticText.escaped(modifier.name))\": it has no default",
            suggestion: "choose a context with --context "
              + "\(DiagnosticText.escaped(modifier.name))=NAME (\(listed)), or give the "
              + "modifier a \"default\""))
        chosen.append([])
        continue
      }
      chosen.append([index])
      notes.append(
        DesignTokenSelection.note(
          dimension: modifier.name, contexts: names, chosen: fallback, given: false))
    }
    if chosen.contains(where: \.isEmpty) || !errors.isEmpty { return finish([], modifiers) }
    // The resolutions: one per mode (appearance × contrast), dimensions fixed.
    var resolutions: [(mode: String?, choice: [Int])] = [(nil, chosen.map { $0[0] })]
    if let appearance = modifiers.firstIndex(where: { $0.role == .appearance }),
      chosen[appearance].count > 1 || modifiers.contains(where: { $0.role == .contrast })
    {
      let contrast = modifiers.firstIndex { $0.role == .contrast }
      var seen: Set<Material3SchemeSlot> = []
      resolutions = []
      for appearanceIndex in chosen[appearance] {
        for contrastIndex in contrast.map({ chosen[$0] }) ?? [-1] {
          guard
            var slot = slot(modifiers[appearance].contexts[appearanceIndex].name)
          else { continue }
          if let contrast, contrastIndex >= 0,
            let level = DesignTokenModeName.contrast(
              DesignTokenModeName.key(modifiers[contrast].contexts[contrastIndex].name))
          {
            slot = Material3SchemeSlot(appearance: slot.appearance, contrast: level)
          }
          guard seen.insert(slot).inserted else { continue }
          var choice = chosen.map { $0[0] }
          choice[appearance] = appearanceIndex
          if let contrast, contrastIndex >= 0 { choice[contrast] = contrastIndex }
          resolutions.append((slot.rawValue, choice))
        }
      }
    }
    // Merge each resolution in order, then resolve its aliases (steps 2 to 4).
    var results: [(mode: String?, file: DesignTokenFile)] = []
    for resolution in resolutions {
      var merged = RawDesignTokenGroup(pointer: .root)
      var modifierIndex = 0
      for item in items {
        let trees: [Tree]
        switch item {
        case .set(_, let setTrees): trees = setTrees
        case .modifier(let modifier):
          trees = modifier.contexts[resolution.choice[modifierIndex]].trees
          modifierIndex += 1
        }
        for tree in trees { TokenNamespace.merge(into: &merged, group(tree)) }
      }
      merged.description = nil
      let file = DesignTokenFile(
        root: merged, contexts: contexts, format: .dtcgResolver, tolerant: false, errors: [])
      results.append((resolution.mode, file))
    }
    // What each context read sets, for themes that list the resolver.
    for (index, modifier) in modifiers.enumerated() {
      for contextIndex in chosen[index] {
        var names: Set<JSONKey> = []
        for tree in modifier.contexts[contextIndex].trees {
          if let group = parsed[tree.source]?[tree.node.pointer] {
            Self.tokenNames(group, path: "", into: &names)
          }
        }
        contextTokens.append(
          (
            "context '\(DiagnosticText.escaped(modifier.contexts[contextIndex].name))' of "
              + "modifier '\(DiagnosticText.escaped(modifier.name))'", names
          ))
      }
    }
    // Contexts read that set no token.
    for (index, modifier) in modifiers.enumerated() {
      for contextIndex in chosen[index]
      where modifier.contexts[contextIndex].trees.isEmpty
        || modifier.contexts[contextIndex].trees.allSatisfy({ tokenCount($0) == 0 })
      {
        notes.append(
          "context '\(DiagnosticText.escaped(modifier.contexts[contextIndex].name))' of "
            + "modifier '\(DiagnosticText.escaped(modifier.name))' sets no token")
      }
    }
    return finish(results, modifiers)
  }

  /// Adds the dotted names of the tokens below `group` (named `path`).
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

  private func tokenCount(_ tree: Tree) -> Int {
    parsed[tree.source]?[tree.node.pointer]?.tokenCount ?? 0
  }

  /// The parsed tree (parsed once).
  private mutating func group(_ tree: Tree) -> RawDesignTokenGroup {
    if let done = parsed[tree.source]?[tree.node.pointer] { return done }
    var parser = DesignTokenReader(
      context: contexts[tree.source], syntax: .dtcg, source: tree.source)
    let group = parser.parseGroup(tree.node)
    errors += parser.errors
    notes += parser.notes
    parsed[tree.source, default: [:]][tree.node.pointer] = group
    return group
  }

  private func finish(_ results: [(mode: String?, file: DesignTokenFile)], _ modifiers: [Modifier])
    -> DesignTokenFile
  {
    var file: DesignTokenFile
    if results.count == 1, results[0].mode == nil {
      file = results[0].file
    } else if results.isEmpty {
      file = DesignTokenFile(
        root: RawDesignTokenGroup(pointer: .root), contexts: contexts, format: .dtcgResolver,
        tolerant: false, errors: [])
    } else {
      // Tokens the mode contexts define are named per mode even where the modes agree, so
      // that each mode's roles are filled.
      var modeTokens: Set<JSONKey> = []
      for modifier in modifiers where modifier.role != .dimension {
        for context in modifier.contexts {
          for tree in context.trees {
            if let group = parsed[tree.source]?[tree.node.pointer] {
              Self.tokenNames(group, path: "", into: &modeTokens)
            }
          }
        }
      }
      file = TokensStudioReader.combineModes(
        results.map { ($0.mode ?? "", $0.file) }, modeTokens: modeTokens)
      var seenSkips: Set<DesignTokenSkip> = []
      file.skipped = results.flatMap(\.file.skipped).filter { seenSkips.insert($0).inserted }
      file.tokenCount = results.map(\.file.tokenCount).max() ?? 0
    }
    file.format = .dtcgResolver
    file.contextTokens = contextTokens
    file.dimensions = modifiers.filter { $0.role == .dimension }.map {
      ($0.name, $0.contexts.map(\.name))
    }
    file.problems = DesignTokenFile.sorted(errors + results.flatMap(\.file.problems))
    file.notes = notes
    let parts = modifiers.map { modifier in
      let role =
        switch modifier.role {
        case .appearance: "modes"
        case .contrast: "contrast"
        case .dimension: "dimension"
        }
      return "\(DiagnosticText.escaped(modifier.name)) ("
        + modifier.contexts.map { DiagnosticText.escaped($0.name) }.joined(separator: ", ")
        + "; \(role))"
    }
    file.formatDescription =
      ImportFormat.dtcgResolver.summary + ": \(contexts.count - 1) token file"
      + (contexts.count == 2 ? "" : "s") + " referenced"
      + (parts.isEmpty ? "" : ", modifiers " + parts.joined(separator: ", "))
    return file
  }
}

extension String {
  /// The text with `%XX` escapes decoded, as a URI fragment carries a JSON Pointer; the text
  /// itself when an escape is malformed.
  fileprivate var removingPercentEncodingForPointer: String {
    guard contains("%") else { return self }
    var bytes: [UInt8] = []
    var iterator = utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next(), let low = iterator.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      else { return self }
      bytes.append(value)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
