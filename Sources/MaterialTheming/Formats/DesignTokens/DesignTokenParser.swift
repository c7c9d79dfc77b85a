/// Reads a DTCG 2025.10 file's groups and tokens, checking structure and names.
enum DesignTokenParser {
  /// The properties a token may carry.
  static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  /// The properties a group may carry (`$schema` only at the root).
  static let groupProperties = [
    "$type", "$description", "$extensions", "$deprecated", "$extends", "$schema",
  ]
  /// The reserved name of a group's own token (referenced as `{group.$root}`).
  static let rootTokenName = "$root"
  /// Characters a token or group name must not contain (DTCG 2025.10 §names).
  static let forbiddenNameCharacters: Set<Character> = ["{", "}", "."]

  /// Parses the document's root group.
  static func parse(_ root: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> RawDesignTokenGroup
  {
    try group(root, context, isRoot: true)
  }

  private static func group(_ node: JSONNode, _ context: DecodingContext, isRoot: Bool)
    throws(ThemeError) -> RawDesignTokenGroup
  {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    var group = RawDesignTokenGroup(pointer: node.pointer)
    for (key, member) in node.members {
      if key == rootTokenName {
        guard member.kind == .object, member.member("$value") != nil else {
          throw context.errorAtValue(
            .invalidValue, member.pointer, "'$root' must be a token (an object with $value)")
        }
        group.children.append((key, .token(try token(member, context))))
        continue
      }
      if key.hasPrefix("$") {
        try groupProperty(key, member, into: &group, context, isRoot: isRoot)
        continue
      }
      if let bad = key.first(where: { forbiddenNameCharacters.contains($0) }) {
        throw context.errorAtKey(
          .invalidValue, member.pointer, "name '\(key)' contains '\(bad)'",
          suggestion: "token and group names must not contain '{', '}' or '.'")
      }
      guard member.kind == .object else {
        throw context.typeMismatch(
          member, expected: "a token (an object with \"$value\") or a group (an object)")
      }
      if member.member("$value") != nil {
        group.children.append((key, .token(try token(member, context))))
      } else {
        group.children.append((key, .group(try self.group(member, context, isRoot: false))))
      }
    }
    return group
  }

  private static func groupProperty(
    _ key: String, _ member: JSONNode, into group: inout RawDesignTokenGroup,
    _ context: DecodingContext, isRoot: Bool
  ) throws(ThemeError) {
    switch key {
    case "$type": group.type = try string(member, context)
    case "$description": group.description = try string(member, context)
    case "$extensions": group.extensions = try extensions(member, context)
    case "$deprecated": group.deprecated = try deprecated(member, context)
    case "$extends": group.extends = try reference(member, context)
    case "$schema" where isRoot: _ = try string(member, context)
    default:
      let known = groupProperties.filter { isRoot || $0 != "$schema" }
      let suggestion = Suggestion.closest(to: key, among: known + ["$value"]).map {
        "did you mean '\($0)'?"
      }
      throw context.errorAtKey(
        .unknownKey, member.pointer, "unknown group property '\(key)'",
        suggestion: suggestion ?? "names starting with '$' are reserved by the format")
    }
  }

  private static func token(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> RawDesignToken
  {
    guard let value = node.member("$value") else {
      throw context.errorAtValue(.missingKey, node.pointer, "missing key '$value'")
    }
    var token = RawDesignToken(pointer: node.pointer, value: JSONOutput(value))
    for (key, member) in node.members {
      switch key {
      case "$value": continue
      case "$type": token.type = try string(member, context)
      case "$description": token.description = try string(member, context)
      case "$extensions": token.extensions = try extensions(member, context)
      case "$deprecated": token.deprecated = try deprecated(member, context)
      default:
        if !key.hasPrefix("$") {
          throw context.errorAtKey(
            .invalidValue, member.pointer,
            "'\(key)' inside a token: an object with $value cannot also hold tokens or groups",
            suggestion: "move '\(key)' into a group next to the token")
        }
        let suggestion = Suggestion.closest(to: key, among: tokenProperties).map {
          "did you mean '\($0)'?"
        }
        throw context.errorAtKey(
          .unknownKey, member.pointer, "unknown token property '\(key)'",
          suggestion: suggestion ?? "expected one of: \(tokenProperties.joined(separator: ", "))")
      }
    }
    return token
  }

  private static func string(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError)
    -> String
  {
    guard let text = node.string else { throw context.typeMismatch(node, expected: "a string") }
    return text
  }

  private static func extensions(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> JSONOutput
  {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    return JSONOutput(node)
  }

  private static func deprecated(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> JSONOutput
  {
    guard node.kind == .boolean || node.kind == .string else {
      throw context.typeMismatch(node, expected: "true, false or a reason string")
    }
    return JSONOutput(node)
  }

  /// The dotted path of a curly-brace reference `"{group.token}"`.
  private static func reference(_ node: JSONNode, _ context: DecodingContext)
    throws(ThemeError) -> String
  {
    let text = try string(node, context)
    guard let path = DesignTokenReference.path(in: text) else {
      throw context.errorAtValue(
        .invalidValue, node.pointer, "'\(text)' is not a reference",
        suggestion: "write the group to extend as \"{group.name}\"")
    }
    return path
  }
}

/// Curly-brace references: `"{group.token}"` names the whole value of a token.
enum DesignTokenReference {
  /// The dotted path of `text` when it is exactly one reference, else `nil`.
  static func path(in text: String) -> String? {
    guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}"), !inner.isEmpty else { return nil }
    return String(inner)
  }

  /// The path components of a dotted path.
  static func components(_ path: String) -> [String] {
    path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}
