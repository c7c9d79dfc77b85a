/// Reads Figma variables as Figma's REST API returns them (`GET /v1/files/:key/variables/local`:
/// `{"status": 200, "error": false, "meta": {"variables": {…}, "variableCollections": {…}}}`),
/// or as a `POST /v1/files/:key/variables` body creates them (``FigmaVariablesWriter``), into
/// design tokens.
///
/// Each variable becomes one token per mode of its collection, named
/// `<collection>.<mode>.<name>`, collection and variable names split at '/' into groups (the
/// mode left out for a collection with one mode;
/// `.`, `{` and `}` in names become `_`). `COLOR` values (RGBA floats 0–1) become sRGB colors,
/// `FLOAT` numbers, and `VARIABLE_ALIAS` values references — to the same mode of the target's
/// collection when it has a mode of that name, else to its default mode. `STRING` and
/// `BOOLEAN` variables are skipped, as are aliases to variables the file does not contain
/// (a library's). Mode names such as `Light`, `Dark` or `Light High Contrast` are what
/// ``DesignTokenRoleMapper`` reads as appearance and contrast.
struct FigmaVariablesReader {
  /// The document.
  let context: DecodingContext
  /// The most parts a variable name may have (``LoadingLimits/maximumDepth``): each part is a
  /// level of groups.
  let maximumNameParts: Int
  private var errors: [ThemeError] = []

  /// One collection as read.
  private struct Collection {
    var id: String
    var name: String
    var modes: [(id: String, name: String)]
    var defaultMode: String
    var variableIds: [String]
  }

  /// A reader of `context`'s document; a variable name may have `maximumNameParts` parts.
  init(context: DecodingContext, maximumNameParts: Int = LoadingLimits.default.maximumDepth) {
    self.context = context
    self.maximumNameParts = maximumNameParts
  }

  /// Whether `root` is a REST API variables response (or its `meta` object), or the body of a
  /// `POST /v1/files/:key/variables` request (``FigmaVariablesWriter``).
  static func isVariables(_ root: JSONNode) -> Bool {
    let base = root.member("meta") ?? root
    return
      (base.member("variables")?.kind == .object
      && base.member("variableCollections")?.kind == .object)
      || isPostBody(root)
  }

  /// Whether `root` is a `POST …/variables` body: `variableCollections` an array.
  static func isPostBody(_ root: JSONNode) -> Bool {
    root.member("variableCollections")?.kind == .array
  }

  /// The values of a POST body's variables, by variable id and mode id; `nil` for a response.
  private var postValues: [JSONKey: [JSONKey: JSONNode]]?

  /// The tokens of every collection.
  mutating func read() -> DesignTokenFile {
    let root = context.document.rootNode
    var collections: [JSONKey: Collection] = [:]
    var collectionOrder: [String] = []
    var variableNodes: [JSONKey: JSONNode] = [:]
    var variableOrder: [String] = []
    if Self.isPostBody(root) {
      readPostBody(
        root, &collections, &collectionOrder, &variableNodes, &variableOrder)
    } else {
      let base = root.member("meta") ?? root
      guard let variables = base.member("variables"), variables.kind == .object,
        let collectionsNode = base.member("variableCollections"), collectionsNode.kind == .object
      else {
        errors.append(
          context.errorAtValue(
            .missingKey, base.pointer,
            "expected \"variables\" and \"variableCollections\" objects",
            suggestion: "save the whole response of GET /v1/files/:key/variables/local"))
        return finish(RawDesignTokenGroup(pointer: .root), details: nil)
      }
      // Ids are JSON keys, compared by Unicode scalars; every lookup is by dictionary, so that
      // reading is linear in the number of variables.
      for (id, node) in collectionsNode.members {
        guard let collection = readCollection(id, node) else { continue }
        collections[JSONKey(id)] = collection
        collectionOrder.append(id)
      }
      for (id, node) in variables.members {
        guard node.kind == .object else {
          errors.append(context.typeMismatch(node, expected: "a variable object"))
          continue
        }
        variableNodes[JSONKey(id)] = node
        variableOrder.append(id)
      }
    }
    // Every variable's token path per mode name, for aliases; and the variables of each
    // collection in file order.
    var paths: [JSONKey: (collection: Collection, name: [String])] = [:]
    var inCollection: [JSONKey: [String]] = [:]
    for id in variableOrder {
      let node = variableNodes[JSONKey(id)]!
      guard let collectionId = node.member("variableCollectionId")?.string else { continue }
      inCollection[JSONKey(collectionId), default: []].append(id)
      guard let nameNode = node.member("name"), let name = nameNode.string,
        let collection = collections[JSONKey(collectionId)]
      else { continue }
      let components = Self.components(name)
      guard components.count <= maximumNameParts else {
        errors.append(
          context.errorAtValue(
            .nestingTooDeep, nameNode.pointer,
            "variable name has \(components.count) parts, more than the limit of "
              + "\(maximumNameParts)",
            suggestion: "a name needs only a few groups; check for runaway '/' in the name"))
        paths[JSONKey(id)] = (collection, [])
        continue
      }
      paths[JSONKey(id)] = (collection, components)
    }
    var tree = RawDesignTokenGroup(pointer: .root)
    var count = 0
    for collectionId in collectionOrder {
      let collection = collections[JSONKey(collectionId)]!
      let listed = collection.variableIds.filter { variableNodes[JSONKey($0)] != nil }
      let listedKeys = Set(listed.map(JSONKey.init))
      let others = (inCollection[JSONKey(collectionId)] ?? []).filter {
        !listedKeys.contains(JSONKey($0))
      }
      for id in listed + others {
        count += 1
        readVariable(id, variableNodes[JSONKey(id)]!, collection, paths: paths, into: &tree)
      }
    }
    for id in variableOrder where paths[JSONKey(id)] == nil {
      let node = variableNodes[JSONKey(id)]!
      if let name = node.member("name"), name.string == nil {
        errors.append(context.typeMismatch(name, expected: "a string"))
      } else if node.member("name") == nil {
        errors.append(context.errorAtValue(.missingKey, node.pointer, "missing key 'name'"))
      } else {
        let reference = node.member("variableCollectionId")
        errors.append(
          context.errorAtValue(
            .unresolvedReference, reference?.pointer ?? node.pointer,
            "variable '\(id)' names no collection of the file",
            suggestion: "its variableCollectionId must be a key of variableCollections"))
      }
    }
    let described = collectionOrder.map { id -> String in
      let collection = collections[JSONKey(id)]!
      return collection.modes.count > 1
        ? "\(collection.name) (\(collection.modes.map(\.name).joined(separator: ", ")))"
        : collection.name
    }
    return finish(
      tree,
      details: "\(collectionOrder.count) collection\(collectionOrder.count == 1 ? "" : "s") ("
        + described.joined(separator: "; ") + "), \(count) variables")
  }

  private func finish(_ root: RawDesignTokenGroup, details: String?) -> DesignTokenFile {
    DesignTokenFile(
      root: root, contexts: [context], format: .figmaVariables, tolerant: true, errors: errors,
      details: details)
  }

  /// Reads a `POST …/variables` body: its actions applied in the API's order (collections,
  /// modes, variables, values), with temporary ids as its ids. A new collection's initial mode
  /// is named "Mode 1", as Figma names it, until a mode `UPDATE` renames it.
  private mutating func readPostBody(
    _ root: JSONNode, _ collections: inout [JSONKey: Collection], _ order: inout [String],
    _ variableNodes: inout [JSONKey: JSONNode], _ variableOrder: inout [String]
  ) {
    func action(_ node: JSONNode) -> String { node.member("action")?.string ?? "CREATE" }
    func string(_ node: JSONNode, _ key: String) -> String? {
      guard let value = node.member(key)?.string else {
        errors.append(
          context.errorAtValue(
            .missingKey, node.pointer, "missing string \"\(key)\"",
            suggestion: "each entry of a POST …/variables body names its \"\(key)\""))
        return nil
      }
      return value
    }
    func unsupported(_ node: JSONNode, _ what: String) {
      errors.append(
        context.errorAtValue(
          .invalidValue, node.member("action")?.pointer ?? node.pointer,
          "\(what) action '\(action(node))' is not read",
          suggestion: "a body read as a theme creates its collections, modes and variables"))
    }
    for node in root.member("variableCollections")?.elements ?? [] {
      guard action(node) == "CREATE" else {
        unsupported(node, "variableCollections")
        continue
      }
      guard let id = string(node, "id"), let name = string(node, "name") else { continue }
      let initial = node.member("initialModeId")?.string ?? id + ":initial"
      collections[JSONKey(id)] = Collection(
        id: id, name: name, modes: [(initial, "Mode 1")], defaultMode: initial, variableIds: [])
      order.append(id)
    }
    for node in root.member("variableModes")?.elements ?? [] {
      guard let id = string(node, "id"), let collectionId = string(node, "variableCollectionId")
      else { continue }
      guard var collection = collections[JSONKey(collectionId)] else {
        errors.append(
          context.errorAtValue(
            .unresolvedReference, node.member("variableCollectionId")?.pointer ?? node.pointer,
            "mode '\(id)' names no collection of the body"))
        continue
      }
      switch action(node) {
      case "CREATE":
        guard let name = string(node, "name") else { continue }
        collection.modes.append((id, name))
      case "UPDATE":
        guard let index = collection.modes.firstIndex(where: { JSONKey.sameScalars($0.id, id) })
        else { continue }
        if let name = node.member("name")?.string { collection.modes[index].name = name }
      default:
        unsupported(node, "variableModes")
      }
      collections[JSONKey(collectionId)] = collection
    }
    for node in root.member("variables")?.elements ?? [] {
      guard action(node) == "CREATE" else {
        unsupported(node, "variables")
        continue
      }
      guard let id = string(node, "id") else { continue }
      variableNodes[JSONKey(id)] = node
      variableOrder.append(id)
    }
    var values: [JSONKey: [JSONKey: JSONNode]] = [:]
    for node in root.member("variableModeValues")?.elements ?? [] {
      guard let variable = string(node, "variableId"), let mode = string(node, "modeId"),
        let value = node.member("value")
      else { continue }
      values[JSONKey(variable), default: [:]][JSONKey(mode)] = value
    }
    postValues = values
  }

  private mutating func readCollection(_ id: String, _ node: JSONNode) -> Collection? {
    guard node.kind == .object else {
      errors.append(context.typeMismatch(node, expected: "a variable collection object"))
      return nil
    }
    guard let name = node.member("name")?.string else {
      errors.append(
        context.errorAtValue(.missingKey, node.pointer, "collection '\(id)' has no \"name\""))
      return nil
    }
    var modes: [(String, String)] = []
    if let modesNode = node.member("modes") {
      for element in modesNode.elements {
        guard let modeId = element.member("modeId")?.string,
          let modeName = element.member("name")?.string
        else {
          errors.append(
            context.errorAtValue(
              .invalidValue, element.pointer, "a mode needs \"modeId\" and \"name\" strings"))
          continue
        }
        modes.append((modeId, modeName))
      }
    }
    guard !modes.isEmpty else {
      errors.append(
        context.errorAtValue(.missingKey, node.pointer, "collection '\(name)' has no modes"))
      return nil
    }
    let defaultMode = node.member("defaultModeId")?.string ?? modes[0].0
    let ids = node.member("variableIds")?.elements.compactMap(\.string) ?? []
    return Collection(
      id: id, name: name, modes: modes, defaultMode: defaultMode, variableIds: ids)
  }

  /// The token path of `name`'s components in `collection` for the mode named `mode`.
  private static func path(_ name: [String], in collection: Collection, mode: String) -> [String] {
    components(collection.name) + (collection.modes.count > 1 ? [sanitized(mode)] : []) + name
  }

  private mutating func readVariable(
    _ id: String, _ node: JSONNode, _ collection: Collection,
    paths: [JSONKey: (collection: Collection, name: [String])],
    into root: inout RawDesignTokenGroup
  ) {
    guard let name = paths[JSONKey(id)]?.name, !name.isEmpty else { return }
    let resolvedType = node.member("resolvedType")?.string
    let type: String
    switch resolvedType {
    case "COLOR": type = "color"
    case "FLOAT": type = "number"
    case "STRING": type = "string"
    case "BOOLEAN": type = "boolean"
    default:
      let found = node.member("resolvedType")
      errors.append(
        context.errorAtValue(
          .invalidValue, found?.pointer ?? node.pointer,
          "variable '\(name.joined(separator: "/"))' has resolvedType "
            + (resolvedType.map { "'\($0)'" } ?? "missing"),
          suggestion: "expected COLOR, FLOAT, STRING or BOOLEAN"))
      return
    }
    let lookup: (String) -> JSONNode?
    let valuesPointer: JSONPointer
    if let postValues {
      let values = postValues[JSONKey(id)] ?? [:]
      lookup = { values[JSONKey($0)] }
      valuesPointer = node.pointer
    } else {
      guard let valuesByMode = node.member("valuesByMode"), valuesByMode.kind == .object else {
        errors.append(
          context.errorAtValue(
            .missingKey, node.pointer,
            "variable '\(name.joined(separator: "/"))' has no \"valuesByMode\" object"))
        return
      }
      lookup = valuesByMode.member
      valuesPointer = valuesByMode.pointer
    }
    let modes = collection.modes
    for (modeId, modeName) in modes {
      guard let valueNode = lookup(modeId) else {
        errors.append(
          context.errorAtValue(
            .missingKey, valuesPointer,
            "variable '\(name.joined(separator: "/"))' has no value for mode '\(modeName)'"))
        continue
      }
      var token = RawDesignToken(pointer: node.pointer, value: .null)
      token.valuePointer = valueNode.pointer
      token.type = type
      token.description = node.member("description")?.string.flatMap { $0.isEmpty ? nil : $0 }
      token.mode = modes.count > 1 ? modeName : nil
      if valueNode.member("type")?.string == "VARIABLE_ALIAS" {
        let targetId = valueNode.member("id")?.string ?? ""
        if let target = paths[JSONKey(targetId)] {
          let modes = target.collection.modes
          let targetMode =
            modes.first { JSONKey.sameScalars($0.name, modeName) }?.name
            ?? modes.first { JSONKey.sameScalars($0.id, target.collection.defaultMode) }?.name
            ?? modeName
          let targetPath = Self.path(target.name, in: target.collection, mode: targetMode)
          token.value = .string("{\(targetPath.joined(separator: "."))}")
        } else {
          token.skip = .remoteAlias
        }
      } else if type == "color" {
        guard let color = colorValue(valueNode) else { continue }
        token.value = color
      } else {
        token.value = JSONOutput(valueNode)
      }
      insert(token, at: Self.path(name, in: collection, mode: modeName), into: &root)
    }
  }

  /// A DTCG sRGB color from Figma's `{r, g, b, a}` (floats 0–1).
  private mutating func colorValue(_ node: JSONNode) -> JSONOutput? {
    var channels: [Double] = []
    for key in ["r", "g", "b", "a"] {
      guard let channel = node.member(key), let value = channel.number, value.isFinite else {
        if key == "a", node.member(key) == nil {
          channels.append(1)
          continue
        }
        errors.append(
          context.errorAtValue(
            .invalidValue, node.member(key)?.pointer ?? node.pointer,
            "a color needs numbers \"r\", \"g\", \"b\" and \"a\" from 0 to 1",
            suggestion: "Figma writes colors as {\"r\": 0.2, \"g\": 0.4, \"b\": 0.8, \"a\": 1}"))
        return nil
      }
      guard (0...1).contains(value) else {
        errors.append(
          context.errorAtValue(
            .invalidValue, channel.pointer, "\(key) = \(value) is out of range: expected 0 to 1"))
        return nil
      }
      channels.append(value)
    }
    return .object([
      ("colorSpace", .string("srgb")),
      ("components", .array(channels.prefix(3).map { .number($0) })),
      ("alpha", .number(channels[3])),
    ])
  }

  private mutating func insert(
    _ token: RawDesignToken, at path: [String], into group: inout RawDesignTokenGroup
  ) {
    insert(token, at: path[...], whole: path, into: &group)
  }

  /// Inserts `token` at `path` below `group`; each level is found by name in constant time and
  /// changed in place (taken out of its parent while it changes, so that nothing is copied).
  private mutating func insert(
    _ token: RawDesignToken, at path: ArraySlice<String>, whole: [String],
    into group: inout RawDesignTokenGroup
  ) {
    guard let first = path.first else { return }
    if path.count == 1 {
      if group.child(first) != nil {
        errors.append(
          context.errorAtValue(
            .duplicateKey, token.pointer,
            "two variables are named '\(whole.joined(separator: "/"))' in one collection and mode"))
        return
      }
      group.set(first, .token(token))
      return
    }
    guard let index = group.index(of: first) else {
      var child = RawDesignTokenGroup(pointer: token.pointer)
      insert(token, at: path.dropFirst(), whole: whole, into: &child)
      group.set(first, .group(child))
      return
    }
    guard case .group = group.children[index].entry else {
      errors.append(
        context.errorAtValue(
          .invalidValue, token.pointer,
          "'\(whole.joined(separator: "/"))' is below a variable of the same name"))
      return
    }
    guard case .group(var child) = group.takeEntry(at: index) else { return }
    insert(token, at: path.dropFirst(), whole: whole, into: &child)
    group.replaceEntry(at: index, with: .group(child))
  }

  /// A variable name's components: split at `/`, empty parts dropped, `.`, `{`, `}` → `_`.
  static func components(_ name: String) -> [String] {
    name.split(separator: "/").map { sanitized(String($0).trimmingWhitespace) }.filter {
      !$0.isEmpty
    }
  }

  private static func sanitized<S: StringProtocol>(_ text: S) -> String {
    String(text.map { "{}.".contains($0) ? "_" : $0 })
  }
}
