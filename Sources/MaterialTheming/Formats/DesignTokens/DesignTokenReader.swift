/// The two ways a design-token file spells its tokens.
enum DesignTokenSyntax: Sendable, Hashable {
  /// DTCG 2025.10: `$value`, `$type`, `$description`, `$extensions`, `$deprecated`.
  case dtcg
  /// The older format of Style Dictionary 3/4 and Tokens Studio: a token is an object with
  /// `value`, and optionally `type`, `description` or `comment`; other members are metadata.
  case legacy
}

/// Reads a design-token file's groups and tokens, checking structure and names.
///
/// Reading never stops at the first problem: a member that is wrong is reported and left out,
/// and reading goes on with its siblings, so one pass finds every structural error.
struct DesignTokenReader {
  /// The properties a DTCG token may carry.
  static let tokenProperties = [
    "$value", "$type", "$description", "$extensions", "$deprecated", "$ref",
  ]
  /// The properties a DTCG group may carry (`$schema` only at the root).
  static let groupProperties = [
    "$type", "$description", "$extensions", "$deprecated", "$extends", "$ref", "$schema",
  ]
  /// The reserved name of a group's own token (referenced as `{group.$root}`).
  static let rootTokenName = "$root"
  /// Characters a token or group name must not contain (DTCG 2025.10 §names).
  static let forbiddenNameCharacters: Set<Character> = ["{", "}", "."]

  /// The document, for positions.
  let context: DecodingContext
  /// How tokens are spelled.
  let syntax: DesignTokenSyntax
  /// The index of the document among the sources being read.
  let source: Int
  /// Every structural error found.
  private(set) var errors: [ThemeError] = []
  /// What was passed over without losing a token, counted: an unknown `$` property that is no
  /// near miss of a known one (`$name`), a group inside a token holding no token.
  private(set) var ignored: [String: Int] = [:]
  /// The order ``ignored`` entries were first seen.
  private var ignoredOrder: [String] = []

  /// ``ignored`` as sentences, in the order first seen.
  var notes: [String] {
    ignoredOrder.map { what in
      let count = ignored[what]!
      return "ignored \(what)" + (count > 1 ? " (\(count) times)" : "")
    }
  }

  private mutating func ignore(_ what: String) {
    if ignored[what] == nil { ignoredOrder.append(what) }
    ignored[what, default: 0] += 1
  }

  /// A parser of `context`'s document.
  init(context: DecodingContext, syntax: DesignTokenSyntax, source: Int = 0) {
    self.context = context
    self.syntax = syntax
    self.source = source
  }

  /// Parses `node` as a group (the root group, or a Tokens Studio set); members named in
  /// `ignoring` (a Tokens Studio file's `$themes`, `$metadata`) are passed over.
  mutating func parseGroup(_ node: JSONNode, ignoring: Set<JSONKey> = []) -> RawDesignTokenGroup {
    guard node.kind == .object else {
      errors.append(context.typeMismatch(node, expected: "an object of tokens and groups"))
      return RawDesignTokenGroup(pointer: node.pointer, source: source)
    }
    return group(node, isRoot: true, ignoring: ignoring)
  }

  /// Parses the whole document's root group.
  static func parse(
    _ root: JSONNode, _ context: DecodingContext, syntax: DesignTokenSyntax = .dtcg
  ) -> (group: RawDesignTokenGroup, errors: [ThemeError]) {
    var parser = DesignTokenReader(context: context, syntax: syntax)
    let group = parser.parseGroup(root)
    return (group, parser.errors)
  }

  private mutating func group(_ node: JSONNode, isRoot: Bool, ignoring: Set<JSONKey> = [])
    -> RawDesignTokenGroup
  {
    var group = RawDesignTokenGroup(pointer: node.pointer, source: source)
    for (key, member) in node.members where !ignoring.contains(JSONKey(key)) {
      switch syntax {
      case .dtcg: dtcgMember(key, member, into: &group, isRoot: isRoot)
      case .legacy: legacyMember(key, member, into: &group)
      }
    }
    return group
  }

  // MARK: - DTCG

  private mutating func dtcgMember(
    _ key: String, _ member: JSONNode, into group: inout RawDesignTokenGroup, isRoot: Bool
  ) {
    if key == Self.rootTokenName {
      guard member.kind == .object, isDTCGToken(member) else {
        errors.append(
          context.errorAtValue(
            .invalidValue, member.pointer, "'$root' must be a token (an object with $value)"))
        return
      }
      if let token = dtcgToken(member) { group.set(key, .token(token)) }
      return
    }
    if key.hasPrefix("$") {
      groupProperty(key, member, into: &group, isRoot: isRoot)
      return
    }
    guard checkName(key, member) else { return }
    guard member.kind == .object else {
      errors.append(
        context.typeMismatch(
          member, expected: "a token (an object with \"$value\") or a group (an object)"))
      return
    }
    if isDTCGToken(member) {
      if let token = dtcgToken(member) { group.set(key, .token(token)) }
    } else {
      group.set(key, .group(self.group(member, isRoot: false)))
    }
  }

  /// Whether `node` is a token: it has `$value`, or it is `{"$ref": …}` naming a token.
  private func isDTCGToken(_ node: JSONNode) -> Bool {
    if node.member("$value") != nil { return true }
    guard let reference = node.member("$ref")?.string, let target = Self.pointer(reference)
    else { return false }
    let path =
      target.tokens.last == "$value" ? JSONPointer(tokens: target.tokens.dropLast()) : target
    guard let targetNode = context.document.rootNode.node(at: path) else {
      // A dangling `$ref` with no children is meant as a token; resolution reports it.
      return node.members.allSatisfy { $0.key.hasPrefix("$") }
    }
    guard targetNode.kind == .object else { return false }
    if targetNode.member("$value") != nil { return true }
    return targetNode.member("$ref") != nil
      && targetNode.members.allSatisfy { $0.key.hasPrefix("$") }
  }

  private mutating func groupProperty(
    _ key: String, _ member: JSONNode, into group: inout RawDesignTokenGroup, isRoot: Bool
  ) {
    switch key {
    case "$type": group.type = string(member)
    case "$description": group.description = string(member)
    case "$extensions": group.extensions = extensions(member)
    case "$deprecated": group.deprecated = deprecated(member)
    case "$extends", "$ref":
      group.extends = groupReference(member)
      group.extendsMember = (member.pointer, group.source)
    case "$schema" where isRoot: _ = string(member)
    default:
      let known = Self.groupProperties.filter { isRoot || $0 != "$schema" }
      unknownProperty(key, member, of: "group", known: known + ["$value"])
    }
  }

  private mutating func dtcgToken(_ node: JSONNode) -> RawDesignToken? {
    var token: RawDesignToken
    if let value = node.member("$value") {
      token = RawDesignToken(pointer: node.pointer, value: JSONOutput(value), source: source)
    } else if let reference = node.member("$ref") {
      // The whole-token form `{"$ref": "#/colors/blue"}` is the alias `"{colors.blue}"`.
      guard let path = tokenReference(reference) else { return nil }
      token = RawDesignToken(pointer: node.pointer, value: .string("{\(path)}"), source: source)
      token.valuePointer = reference.pointer
    } else {
      return failed(context.errorAtValue(.missingKey, node.pointer, "missing key '$value'"))
    }
    for (key, member) in node.members {
      switch key {
      case "$value", "$ref": continue
      case "$type": token.type = string(member)
      case "$description": token.description = string(member)
      case "$extensions": token.extensions = extensions(member)
      case "$deprecated": token.deprecated = deprecated(member)
      default:
        if !key.hasPrefix("$") {
          let holdsTokens =
            member.kind == .object
            && (member.containsMemberInNestedObjects(named: "$value")
              || member.containsMemberInNestedObjects(named: "$ref"))
          guard holdsTokens else {
            ignore("members inside tokens that hold no token ('\(key)' in \(node.pointer))")
            continue
          }
          errors.append(
            context.errorAtKey(
              .invalidValue, member.pointer,
              "'\(key)' inside a token: an object with $value cannot also hold tokens or groups",
              suggestion: "move '\(key)' into a group next to the token"))
          continue
        }
        unknownProperty(key, member, of: "token", known: Self.tokenProperties)
      }
    }
    return token
  }

  // MARK: - The older value/type format

  private mutating func legacyMember(
    _ key: String, _ member: JSONNode, into group: inout RawDesignTokenGroup
  ) {
    guard member.kind == .object else {
      // Groups of the older format carry loose metadata; a group-level `type` applies below.
      switch key {
      case "type", "$type": group.type = member.string ?? group.type
      case "description", "$description": group.description = member.string ?? group.description
      default: break
      }
      return
    }
    if key.hasPrefix("$") {
      switch key {
      case "$extensions": group.extensions = JSONOutput(member)
      default: break
      }
      return
    }
    guard checkName(key, member) else { return }
    if member.member("value") != nil {
      group.set(key, .token(legacyToken(member)))
    } else {
      group.set(key, .group(self.group(member, isRoot: false)))
    }
  }

  private func legacyToken(_ node: JSONNode) -> RawDesignToken {
    let value = node.member("value")!
    var token = RawDesignToken(pointer: node.pointer, value: JSONOutput(value), source: source)
    token.valuePointer = value.pointer
    for (key, member) in node.members {
      switch key {
      case "type", "$type": token.type = member.string ?? token.type
      case "description", "$description": token.description = member.string ?? token.description
      case "comment": token.description = token.description ?? member.string
      case "$extensions" where member.kind == .object: token.extensions = JSONOutput(member)
      case "deprecated", "$deprecated":
        if member.kind == .boolean || member.kind == .string {
          token.deprecated = JSONOutput(member)
        }
      default: continue
      }
    }
    // Style Dictionary gives the reason for `"deprecated": true` in `deprecated_comment`.
    if token.deprecated?.boolValue == true, let reason = node.member("deprecated_comment")?.string {
      token.deprecated = .string(reason)
    }
    return token
  }

  // MARK: - Helpers

  /// Records an error and returns `false` when `key` cannot be a token or group name.
  private mutating func checkName(_ key: String, _ member: JSONNode) -> Bool {
    guard let bad = key.first(where: { Self.forbiddenNameCharacters.contains($0) }) else {
      return true
    }
    errors.append(
      context.errorAtKey(
        .invalidValue, member.pointer, "name '\(key)' contains '\(bad)'",
        suggestion: "token and group names must not contain '{', '}' or '.'"))
    return false
  }

  /// An unknown `$` property of a group or token: an error when it is a near miss of one of
  /// `known`; otherwise a tool's own property (`$name`, `$collectionName`), not ours, nothing lost.
  private mutating func unknownProperty(
    _ key: String, _ member: JSONNode, of owner: String, known: [String]
  ) {
    guard let close = Suggestion.closest(to: key, among: known) else {
      ignore("unknown \(owner) property '\(key)'")
      return
    }
    errors.append(
      context.errorAtKey(
        .unknownKey, member.pointer, "unknown \(owner) property '\(key)'",
        suggestion: "did you mean '\(close)'?"))
  }

  /// Records `error` and gives the value up: `nil`.
  private mutating func failed<Value>(_ error: ThemeError) -> Value? {
    errors.append(error)
    return nil
  }

  private mutating func string(_ node: JSONNode) -> String? {
    node.string ?? failed(context.typeMismatch(node, expected: "a string"))
  }

  private mutating func extensions(_ node: JSONNode) -> JSONOutput? {
    guard node.kind == .object else {
      return failed(context.typeMismatch(node, expected: "an object"))
    }
    return JSONOutput(node)
  }

  private mutating func deprecated(_ node: JSONNode) -> JSONOutput? {
    guard node.kind == .boolean || node.kind == .string else {
      return failed(context.typeMismatch(node, expected: "true, false or a reason string"))
    }
    return JSONOutput(node)
  }

  /// The dotted path of the group `$extends` / `$ref` names: `"{group.name}"` or `"#/group/name"`.
  private mutating func groupReference(_ node: JSONNode) -> String? {
    guard let text = string(node) else { return nil }
    if let path = DesignTokenReference.path(in: text) { return path }
    if let pointer = Self.pointer(text) { return pointer.tokens.joined(separator: ".") }
    return failed(
      context.errorAtValue(
        .invalidValue, node.pointer, "'\(text)' is not a reference",
        suggestion: "write the group to extend as \"{group.name}\" or \"#/group/name\""))
  }

  /// The dotted token path a whole-token `$ref` names (`#/colors/blue` or `#/colors/blue/$value`).
  private mutating func tokenReference(_ node: JSONNode) -> String? {
    guard let text = string(node) else { return nil }
    guard let pointer = Self.pointer(text), !pointer.tokens.isEmpty else {
      return failed(
        context.errorAtValue(
          .unresolvedReference, node.pointer, "'\(text)' is not a JSON Pointer to a token",
          suggestion: "write {\"$ref\": \"#/group/token\"}"))
    }
    let tokens = pointer.tokens.last == "$value" ? Array(pointer.tokens.dropLast()) : pointer.tokens
    return tokens.joined(separator: ".")
  }

  /// The pointer of a same-document JSON Pointer reference `#/a/b`.
  static func pointer(_ text: String) -> JSONPointer? {
    guard text.hasPrefix("#") else { return nil }
    return JSONPointer(String(text.dropFirst()))
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

  /// The references embedded in `text` (`"{space.base} * 2"`, `"rgba({black}, 0.5)"`): each
  /// reference's range and dotted path, in order.
  static func embedded(in text: String) -> [(range: Range<String.Index>, path: String)] {
    var result: [(Range<String.Index>, String)] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "{") {
      guard
        let close = text[text.index(after: open)...].firstIndex(where: { $0 == "}" || $0 == "{" })
      else { break }
      if text[close] == "{" {
        index = close
        continue
      }
      let inner = text[text.index(after: open)..<close]
      if !inner.isEmpty, !inner.contains(where: \.isWhitespace) {
        result.append((open..<text.index(after: close), String(inner)))
      }
      index = text.index(after: close)
    }
    return result
  }

  /// The path components of a dotted path.
  static func components(_ path: String) -> [String] {
    path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}
