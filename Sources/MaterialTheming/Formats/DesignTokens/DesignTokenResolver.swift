/// Flattens an expanded token tree and resolves types and references (DTCG 2025.10).
///
/// Type: the token's own `$type`, else — for a reference — the referenced token's type, else
/// the nearest ancestor group's `$type`; no type is an error. References: `"{a.b}"` for a whole
/// value (chains followed) and `{"$ref": "#/a/b/$value/…"}` for a part of one; a reference to
/// nothing or to a group, and every token in a cycle, are errors naming the chain.
struct DesignTokenResolver {
  /// A token as flattened: where it is and the type its groups give it.
  private struct Entry {
    var path: [String]
    var raw: RawDesignToken
    var inheritedType: String?
  }

  private let context: DecodingContext
  private var entries: [String: Entry] = [:]
  private var groupNames: Set<String> = []
  /// Token names in document order.
  private(set) var order: [String] = []
  /// `$extensions` of groups by dotted name (`""` for the root).
  private(set) var groupExtensions: [String: JSONOutput] = [:]
  private var resolved: [String: DesignToken] = [:]

  /// Flattens `root` (already `$extends`-expanded).
  init(root: RawDesignTokenGroup, context: DecodingContext) {
    self.context = context
    flatten(root, path: [], inheritedType: nil)
  }

  private mutating func flatten(
    _ group: RawDesignTokenGroup, path: [String], inheritedType: String?
  ) {
    let name = path.joined(separator: ".")
    groupNames.insert(name)
    if let extensions = group.extensions { groupExtensions[name] = extensions }
    let type = group.type ?? inheritedType
    for (childName, entry) in group.children {
      switch entry {
      case .token(let token):
        let childPath = path + [childName]
        let key = childPath.joined(separator: ".")
        entries[key] = Entry(path: childPath, raw: token, inheritedType: type)
        order.append(key)
      case .group(let child):
        flatten(child, path: path + [childName], inheritedType: type)
      }
    }
  }

  /// Every token, resolved, by dotted name.
  mutating func resolveAll() throws(ThemeError) -> [String: DesignToken] {
    for name in order { _ = try resolve(name, stack: []) }
    return resolved
  }

  private mutating func resolve(_ name: String, stack: [String]) throws(ThemeError)
    -> DesignToken
  {
    if let done = resolved[name] { return done }
    guard let entry = entries[name] else {
      preconditionFailure("resolve is only called for flattened tokens")
    }
    let valuePointer = entry.raw.pointer.appending("$value")
    if let start = stack.firstIndex(of: name) {
      let cycle = (stack[start...] + [name]).joined(separator: " → ")
      throw context.errorAtValue(
        .referenceCycle, valuePointer, "circular reference: \(cycle)",
        suggestion: "every token in a cycle is invalid; point one of them at a value")
    }
    let stack = stack + [name]
    var declared = entry.raw.type
    var value: JSONOutput
    var chain = [name]
    if let text = entry.raw.value.stringValue, let target = DesignTokenReference.path(in: text) {
      try checkTarget(target, from: stack, at: valuePointer)
      let referenced = try resolve(target, stack: stack)
      if let own = declared, own != referenced.type.rawValue {
        throw context.errorAtValue(
          .invalidValue, valuePointer,
          "'\(name)' is \(own) but references {\(target)}, which is \(referenced.type.rawValue)")
      }
      declared = referenced.type.rawValue
      value = referenced.value
      chain += referenced.referenceChain
    } else {
      declared = declared ?? entry.inheritedType
      value = try resolveNested(entry.raw.value, stack: stack, at: valuePointer)
    }
    guard let typeName = declared else {
      throw context.errorAtValue(
        .missingKey, entry.raw.pointer, "token '\(name)' has no $type",
        suggestion: "add \"$type\" to the token or to a group around it")
    }
    guard let type = DesignTokenType(rawValue: typeName) else {
      let names = DesignTokenType.allCases.map(\.rawValue)
      let suggestion = Suggestion.closest(to: typeName, among: names).map {
        "did you mean '\($0)'?"
      }
      throw context.errorAtValue(
        .invalidValue, entry.raw.pointer, "unknown token type '\(typeName)' of '\(name)'",
        suggestion: suggestion ?? "expected one of: \(names.joined(separator: ", "))")
    }
    do {
      try DesignTokenValues.validate(value, as: type)
    } catch {
      throw context.errorAtValue(
        .invalidValue, valuePointer, "invalid \(type.rawValue) '\(name)': \(error.message)",
        suggestion: error.suggestion)
    }
    let token = DesignToken(
      path: entry.path, type: type, value: value, writtenValue: entry.raw.value,
      description: entry.raw.description, extensions: entry.raw.extensions,
      deprecated: entry.raw.deprecated, referenceChain: chain, pointer: entry.raw.pointer)
    resolved[name] = token
    return token
  }

  /// Throws unless `target` names a token.
  private func checkTarget(_ target: String, from stack: [String], at pointer: JSONPointer)
    throws(ThemeError)
  {
    guard entries[target] == nil else { return }
    let chain = (stack + ["{\(target)}"]).joined(separator: " → ")
    let what = groupNames.contains(target) ? "names a group, not a token" : "names no token"
    let suggestion = Suggestion.closest(to: target, among: order).map { "did you mean '{\($0)}'?" }
    throw context.errorAtValue(
      .unresolvedReference, pointer, "reference {\(target)} \(what): \(chain)",
      suggestion: suggestion)
  }

  /// Resolves references inside a composite value: whole-value strings and `$ref` objects.
  private mutating func resolveNested(
    _ value: JSONOutput, stack: [String], at pointer: JSONPointer
  ) throws(ThemeError) -> JSONOutput {
    switch value {
    case .string(let text):
      guard let target = DesignTokenReference.path(in: text) else { return value }
      try checkTarget(target, from: stack, at: pointer)
      return try resolve(target, stack: stack).value
    case .array(let elements):
      var result: [JSONOutput] = []
      for (index, element) in elements.enumerated() {
        result.append(
          try resolveNested(element, stack: stack, at: pointer.appending(index: index)))
      }
      return .array(result)
    case .object(let members):
      if members.count == 1, members[0].0 == "$ref", let text = members[0].1.stringValue {
        return try resolvePointer(text, stack: stack, at: pointer)
      }
      var result: [(String, JSONOutput)] = []
      for (key, member) in members {
        result.append((key, try resolveNested(member, stack: stack, at: pointer.appending(key))))
      }
      return .object(result)
    default:
      return value
    }
  }

  /// Resolves a JSON Pointer reference `#/group/token/$value/…` into part of a token's value.
  private mutating func resolvePointer(_ text: String, stack: [String], at pointer: JSONPointer)
    throws(ThemeError) -> JSONOutput
  {
    guard text.hasPrefix("#"), let target = JSONPointer(String(text.dropFirst())),
      let valueIndex = target.tokens.firstIndex(of: "$value")
    else {
      throw context.errorAtValue(
        .unresolvedReference, pointer, "'\(text)' is not a pointer into a token's $value",
        suggestion: "write {\"$ref\": \"#/group/token/$value/…\"}")
    }
    let name = target.tokens[..<valueIndex].joined(separator: ".")
    try checkTarget(name, from: stack, at: pointer)
    var current = try resolve(name, stack: stack).value
    for token in target.tokens[(valueIndex + 1)...] {
      if let index = Int(token), let elements = current.arrayValue, elements.indices.contains(index)
      {
        current = elements[index]
      } else if let member = current[token] {
        current = member
      } else {
        throw context.errorAtValue(
          .unresolvedReference, pointer,
          "$ref '\(text)' names nothing: \(stack.joined(separator: " → ")) → \(text)")
      }
    }
    return current
  }
}
