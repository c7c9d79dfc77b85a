/// Applies DTCG `$extends`: a group inherits a deep copy of another group, its own members win
/// (whole-token replacement, nested groups merged), and cycles are errors.
///
/// A `$extends` that cannot be applied is reported and left out; the group keeps its own members.
struct DesignTokenGroupExtension {
  /// The whole document's root group, as written.
  let root: RawDesignTokenGroup
  /// For located errors, by source index.
  let contexts: [DecodingContext]
  /// Every `$extends` that could not be applied.
  private(set) var errors: [ThemeError] = []
  /// The cycles reported, each as its set of group paths (a cycle is reached from each member).
  private var reportedCycles: Set<Set<[String]>> = []
  /// Whether the chain-length error has been reported (once per file).
  private var reportedLongChain = false
  /// Groups already expanded, by path: a group is reached once as itself and again from every
  /// group extending it.
  private var expanded: [[String]: RawDesignTokenGroup] = [:]

  /// An expander of `root`, whose groups' sources are `contexts`.
  init(root: RawDesignTokenGroup, contexts: [DecodingContext]) {
    self.root = root
    self.contexts = contexts
  }

  /// The root with every `$extends` applied.
  mutating func expandAll() -> RawDesignTokenGroup {
    expand(root, path: [], visiting: [])
  }

  private mutating func expand(_ group: RawDesignTokenGroup, path: [String], visiting: [[String]])
    -> RawDesignTokenGroup
  {
    if let done = expanded[path] { return done }
    let result = expandUncached(group, path: path, visiting: visiting)
    expanded[path] = result
    return result
  }

  private mutating func expandUncached(
    _ group: RawDesignTokenGroup, path: [String], visiting: [[String]]
  ) -> RawDesignTokenGroup {
    let visiting = visiting + [path]
    var local = group
    local.children = []
    for (name, entry) in group.children {
      switch entry {
      case .token: local.children.append((name, entry))
      case .group(let child):
        local.children.append(
          (name, .group(expand(child, path: path + [name], visiting: visiting))))
      }
    }
    guard let reference = group.extends else { return local }
    local.extends = nil
    let context = contexts[group.source]
    var pointer = group.pointer.appending("$extends")
    if context.document.rootNode.node(at: pointer) == nil {
      pointer = group.pointer.appending("$ref")
    }
    let target = DesignTokenReference.components(reference)
    if let start = visiting.firstIndex(of: target) {
      let names = (visiting[start...] + [target]).map {
        $0.isEmpty ? "(root)" : $0.joined(separator: ".")
      }
      guard reportedCycles.insert(Set(visiting[start...])).inserted else { return local }
      errors.append(
        context.errorAtValue(
          .referenceCycle, pointer, "circular $extends: \(names.joined(separator: " → "))",
          suggestion: "a group cannot extend itself, its ancestors, or a group that extends it"))
      return local
    }
    guard visiting.count < DesignTokenResolver.maximumChainLength else {
      if !reportedLongChain {
        reportedLongChain = true
        errors.append(
          context.errorAtValue(
            .invalidValue, pointer,
            "$extends chain longer than \(DesignTokenResolver.maximumChainLength) groups",
            suggestion: "extend fewer groups in a row"))
      }
      return local
    }
    guard let entry = root.entry(at: target) else {
      let groups = Self.groupNames(root, path: [])
      errors.append(
        context.errorAtValue(
          .unresolvedReference, pointer,
          "$extends {\(reference)} in '\(Self.name(path))' names no group",
          suggestion: Suggestion.closest(to: reference, among: groups).map {
            "did you mean '{\($0)}'?"
          }))
      return local
    }
    guard case .group(let base) = entry else {
      errors.append(
        context.errorAtValue(
          .unresolvedReference, pointer,
          "$extends {\(reference)} in '\(Self.name(path))' names a token; it must name a group"))
      return local
    }
    var expandedBase = expand(base, path: target, visiting: visiting)
    expandedBase.type = expandedBase.type ?? inheritedType(of: target)
    return Self.merge(expandedBase, under: local)
  }

  /// The dotted names of every group below `group`.
  private static func groupNames(_ group: RawDesignTokenGroup, path: [String]) -> [String] {
    group.children.flatMap { child -> [String] in
      guard case .group(let inner) = child.entry else { return [] }
      let name = path + [child.name]
      return [name.joined(separator: ".")] + groupNames(inner, path: name)
    }
  }

  /// The `$type` `path`'s ancestors give it (nearest first).
  private func inheritedType(of path: [String]) -> String? {
    var type = root.type
    var group = root
    for name in path.dropLast() {
      guard case .group(let child) = group.child(name) else { break }
      group = child
      type = child.type ?? type
    }
    return type
  }

  /// `local` laid over `base`: local properties win; same-named groups merge, tokens replace.
  static func merge(_ base: RawDesignTokenGroup, under local: RawDesignTokenGroup)
    -> RawDesignTokenGroup
  {
    var result = base
    result.pointer = local.pointer
    result.source = local.source
    result.type = local.type ?? base.type
    result.description = local.description ?? base.description
    result.extensions = local.extensions ?? base.extensions
    result.deprecated = local.deprecated ?? base.deprecated
    result.extends = nil
    for (name, entry) in local.children {
      guard let index = result.children.firstIndex(where: { $0.name == name }) else {
        result.children.append((name, entry))
        continue
      }
      if case .group(let inherited) = result.children[index].entry, case .group(let own) = entry {
        result.children[index].entry = .group(merge(inherited, under: own))
      } else {
        result.children[index].entry = entry
      }
    }
    return result
  }

  private static func name(_ path: [String]) -> String {
    path.isEmpty ? "(root)" : path.joined(separator: ".")
  }
}
