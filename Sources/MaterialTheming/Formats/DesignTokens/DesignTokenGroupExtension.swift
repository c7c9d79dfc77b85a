/// Applies DTCG `$extends`: a group inherits a deep copy of another group, its own members win
/// (whole-token replacement, nested groups merged), and cycles are errors.
struct DesignTokenGroupExtension {
  /// The whole document's root group, as written.
  let root: RawDesignTokenGroup
  /// For located errors.
  let context: DecodingContext

  /// The root with every `$extends` applied.
  func expandAll() throws(ThemeError) -> RawDesignTokenGroup {
    try expand(root, path: [], visiting: [])
  }

  private func expand(_ group: RawDesignTokenGroup, path: [String], visiting: [[String]])
    throws(ThemeError) -> RawDesignTokenGroup
  {
    let visiting = visiting + [path]
    var local = group
    local.children = []
    for (name, entry) in group.children {
      switch entry {
      case .token: local.children.append((name, entry))
      case .group(let child):
        local.children.append(
          (name, .group(try expand(child, path: path + [name], visiting: visiting))))
      }
    }
    guard let reference = group.extends else { return local }
    let pointer = group.pointer.appending("$extends")
    let target = DesignTokenReference.components(reference)
    if let start = visiting.firstIndex(of: target) {
      let names = (visiting[start...] + [target]).map {
        $0.isEmpty ? "(root)" : $0.joined(separator: ".")
      }
      throw context.errorAtValue(
        .referenceCycle, pointer, "circular $extends: \(names.joined(separator: " → "))",
        suggestion: "a group cannot extend itself, its ancestors, or a group that extends it")
    }
    guard let entry = root.entry(at: target) else {
      throw context.errorAtValue(
        .unresolvedReference, pointer,
        "$extends {\(reference)} in '\(Self.name(path))' names no group")
    }
    guard case .group(let base) = entry else {
      throw context.errorAtValue(
        .unresolvedReference, pointer,
        "$extends {\(reference)} in '\(Self.name(path))' names a token; it must name a group")
    }
    var expandedBase = try expand(base, path: target, visiting: visiting)
    expandedBase.type = expandedBase.type ?? inheritedType(of: target)
    local.extends = nil
    return Self.merge(expandedBase, under: local)
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
