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
  private var reportedCycles: Set<Set<[JSONKey]>> = []
  /// Whether the chain-length error has been reported (once per file).
  private var reportedLongChain = false
  /// Groups already expanded, by path: a group is reached once as itself and again from every
  /// group extending it.
  private var expanded: [[JSONKey]: RawDesignTokenGroup] = [:]

  /// An expander of `root`, whose groups' sources are `contexts`.
  init(root: RawDesignTokenGroup, contexts: [DecodingContext]) {
    self.root = root
    self.contexts = contexts
  }

  /// The root with every `$extends` applied.
  mutating func expandAll() -> RawDesignTokenGroup {
    expand(root, path: [], visiting: [])
  }

  private mutating func expand(
    _ group: RawDesignTokenGroup, path: [JSONKey], visiting: [[JSONKey]]
  )
    -> RawDesignTokenGroup
  {
    if let done = expanded[path] { return done }
    let result = expandUncached(group, path: path, visiting: visiting)
    expanded[path] = result
    return result
  }

  private mutating func expandUncached(
    _ group: RawDesignTokenGroup, path: [JSONKey], visiting: [[JSONKey]]
  ) -> RawDesignTokenGroup {
    let visiting = visiting + [path]
    var local = group
    local.removeAllChildren()
    for (name, entry) in group.children {
      switch entry {
      case .token: local.set(name, entry)
      case .group(let child):
        local.set(name, .group(expand(child, path: path + [JSONKey(name)], visiting: visiting)))
      }
    }
    guard let reference = group.extends else { return local }
    local.extends = nil
    let member = group.extendsMember ?? (group.pointer.appending("$extends"), group.source)
    let context = contexts[member.source]
    let pointer = member.pointer
    let target = DesignTokenReference.components(reference).map(JSONKey.init)
    if let start = visiting.firstIndex(of: target) {
      let names = (visiting[start...] + [target]).map(Self.name)
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
    guard let entry = root.entry(at: target.map(\.text)) else {
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
  private func inheritedType(of path: [JSONKey]) -> String? {
    var type = root.type
    var group = root
    for name in path.dropLast() {
      guard case .group(let child) = group.child(name.text) else { break }
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
      guard let index = result.index(of: name) else {
        result.set(name, entry)
        continue
      }
      if case .group(let own) = entry,
        case .group(let inherited) = result.takeEntry(at: index)
      {
        result.replaceEntry(at: index, with: .group(merge(inherited, under: own)))
      } else {
        result.replaceEntry(at: index, with: entry)
      }
    }
    return result
  }

  private static func name(_ path: [JSONKey]) -> String {
    path.isEmpty ? "(root)" : path.map(\.text).joined(separator: ".")
  }
}
