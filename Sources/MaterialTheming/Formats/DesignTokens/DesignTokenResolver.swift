/// Flattens an expanded token tree and resolves types and references (DTCG 2025.10).
///
/// Type: the token's own `$type`, else — for a reference — the referenced token's type, else
/// the nearest ancestor group's `$type`; no type is an error. References: `"{a.b}"` for a whole
/// value (chains followed), references embedded in a string (`"{space.base} * 2"`, the older
/// formats' habit) and `{"$ref": "#/a/b/$value/…"}` for a part of one; a reference to nothing or
/// to a group, and every token in a cycle, are errors naming the chain.
///
/// Resolution never stops at the first problem. Each token ends up resolved, skipped (a type or
/// unit the engine does not use, see ``DesignTokenSkip``) or invalid (an error is recorded); a
/// token referencing a skipped or invalid token follows it without a second error.
struct DesignTokenResolver {
  /// A token as flattened: where it is and what its groups give it.
  private struct Entry {
    var path: [String]
    var raw: RawDesignToken
    var inheritedType: String?
    var inheritedDeprecated: JSONOutput?
  }

  /// What became of a token.
  enum Outcome {
    /// Resolved.
    case token(DesignToken)
    /// Left out, not an error.
    case skipped(DesignTokenSkip.Reason)
    /// Invalid: an error was recorded (at this token or, for a cycle, at its first member).
    case failed
  }

  /// What became of a value inside a token.
  private enum Nested {
    case value(JSONOutput)
    case skipped(DesignTokenSkip.Reason)
    case failed
  }

  /// Why a referenced token gives no value: the outcome to pass on.
  private enum Unusable: Error {
    case skipped(DesignTokenSkip.Reason)
    case failed

    /// As a value's outcome.
    var nested: Nested {
      switch self {
      case .skipped(let reason): .skipped(reason)
      case .failed: .failed
      }
    }
  }

  /// The longest chain of references followed (real chains are a few links long); a longer
  /// one is an error, reported once per file, so that no file can exhaust the stack.
  static let maximumChainLength = 100
  /// Type names of the older formats read as `number` when the value is a plain number.
  static let numericTypeNames: Set<String> = ["other", "opacity"]
  /// How many errors get a "did you mean" suggestion for a reference naming no token.
  static let maximumSuggestions = 50

  private let contexts: [DecodingContext]
  /// Whether the chain-length error has been reported.
  private var reportedLongChain = false
  /// Whether values follow the older formats' looser rules (see ``DesignTokenValues``).
  private let tolerant: Bool
  /// The tokens by name (compared by Unicode scalars, as JSON compares keys).
  private var entries: [JSONKey: Entry] = [:]
  private var groupNames: Set<JSONKey> = []
  /// Token names in document order.
  private(set) var order: [String] = []
  /// `$extensions` of groups by dotted name (`""` for the root).
  private(set) var groupExtensions = DesignTokenMap<JSONOutput>()
  /// What became of each token.
  private(set) var outcomes: [JSONKey: Outcome] = [:]
  /// Every error, in the order found.
  private(set) var errors: [ThemeError] = []
  /// Tokens in a reference cycle whose error is recorded at them.
  private var cycleMembers: Set<JSONKey> = []
  /// For each token from which no reference cycle can be reached, the longest run of
  /// references from it to a value (0 for a token without references), found in one pass
  /// before resolving: a chain is judged by its length, whatever order the file lists it in.
  private var chainLengths: [JSONKey: Int] = [:]
  /// The next token on each token's longest run (for the message about a chain too long).
  private var longestNext: [JSONKey: JSONKey] = [:]
  /// How many tokens ``resolve(_:stack:)`` entered without finding their outcome memoised
  /// (each token once, however many tokens reference it): tests assert the work is linear.
  private(set) var resolutions = 0

  /// Flattens `root` (already `$extends`-expanded); `contexts` locate each source's tokens.
  init(root: RawDesignTokenGroup, contexts: [DecodingContext], tolerant: Bool = false) {
    self.contexts = contexts
    self.tolerant = tolerant
    flatten(root, path: [], inheritedType: nil, inheritedDeprecated: nil)
    measureChains()
  }

  private mutating func flatten(
    _ group: RawDesignTokenGroup, path: [String], inheritedType: String?,
    inheritedDeprecated: JSONOutput?
  ) {
    let name = path.joined(separator: ".")
    groupNames.insert(JSONKey(name))
    if let extensions = group.extensions { groupExtensions[name] = extensions }
    let type = group.type ?? inheritedType
    let deprecated = group.deprecated ?? inheritedDeprecated
    for (childName, entry) in group.children {
      switch entry {
      case .token(let token):
        let childPath = path + [childName]
        let name = childPath.joined(separator: ".")
        let key = JSONKey(name)
        if entries[key] == nil { order.append(name) }
        entries[key] = Entry(
          path: childPath, raw: token, inheritedType: type, inheritedDeprecated: deprecated)
      case .group(let child):
        flatten(
          child, path: path + [childName], inheritedType: type, inheritedDeprecated: deprecated)
      }
    }
  }

  /// The number of tokens flattened.
  var tokenCount: Int { order.count }

  /// Resolves every token; the resolved ones by dotted name.
  mutating func resolveAll() -> DesignTokenMap<DesignToken> {
    var tokens = DesignTokenMap<DesignToken>()
    for name in order {
      let key = JSONKey(name)
      if case .token(let token) = resolve(key, stack: []) { tokens[key] = token }
    }
    return tokens
  }

  /// The skipped tokens, in document order.
  var skipped: [DesignTokenSkip] {
    order.compactMap { name -> DesignTokenSkip? in
      let key = JSONKey(name)
      guard case .skipped(let reason) = outcomes[key], let entry = entries[key] else {
        return nil
      }
      let context = contexts[entry.raw.source]
      return DesignTokenSkip(
        name: name, file: context.document.file, pointer: entry.raw.pointer,
        position: context.document.keyPosition(of: entry.raw.pointer),
        valuePointer: entry.raw.valuePointer,
        valuePosition: context.document.valuePosition(of: entry.raw.valuePointer), reason: reason)
    }
  }

  /// The tokens that are invalid, in document order.
  var failedNames: [String] {
    order.filter { if case .failed = outcomes[JSONKey($0)] { true } else { false } }
  }

  private mutating func resolve(_ key: JSONKey, stack: [JSONKey]) -> Outcome {
    if let done = outcomes[key] { return done }
    guard let entry = entries[key] else {
      preconditionFailure("resolve is only called for flattened tokens")
    }
    resolutions += 1
    let name = key.text
    let context = contexts[entry.raw.source]
    let valuePointer = entry.raw.valuePointer
    if let start = stack.firstIndex(of: key) {
      let cycle = (stack[start...] + [key]).map(\.text).joined(separator: " → ")
      errors.append(
        context.errorAtValue(
          .referenceCycle, valuePointer, "circular reference: \(cycle)",
          suggestion: "every token in a cycle is invalid; point one of them at a value"))
      cycleMembers.insert(key)
      return .failed
    }
    if let length = chainLengths[key], length >= Self.maximumChainLength {
      // Too long, measured before resolving: the token at the limit is the error, the tokens
      // above it reference an invalid token.
      let outcome: Outcome
      if length == Self.maximumChainLength {
        reportLongChain(from: key, context, at: valuePointer)
        outcome = .failed
      } else {
        outcome = .skipped(.invalidReference)
      }
      outcomes[key] = outcome
      return outcome
    }
    if stack.count >= Self.maximumChainLength {
      // A run that reaches a cycle, whose length cannot be measured beforehand.
      reportLongChain(stack.map(\.text) + [name], context, at: valuePointer)
      return .failed
    }
    let stack = stack + [key]
    var outcome = resolveUncached(name, entry, context, stack: stack)
    if cycleMembers.contains(key) { outcome = .failed }
    outcomes[key] = outcome
    return outcome
  }

  /// Reports, once per file, a chain of references longer than ``maximumChainLength`` that
  /// starts at `key`, naming its first tokens and its last.
  private mutating func reportLongChain(
    from key: JSONKey, _ context: DecodingContext, at pointer: JSONPointer
  ) {
    var names = [key.text]
    var current = key
    while let next = longestNext[current] {
      names.append(next.text)
      current = next
    }
    reportLongChain(names, context, at: pointer)
  }

  private mutating func reportLongChain(
    _ names: [String], _ context: DecodingContext, at pointer: JSONPointer
  ) {
    guard !reportedLongChain, let last = names.last else { return }
    reportedLongChain = true
    errors.append(
      context.errorAtValue(
        .invalidValue, pointer,
        "reference chain longer than \(Self.maximumChainLength) tokens: "
          + "\(names.prefix(3).joined(separator: " → ")) → … → \(last)",
        suggestion: "point the tokens of the chain at fewer intermediate tokens"))
  }

  // MARK: - Measuring chains

  /// Finds ``chainLengths`` with one depth-first walk of the references (an explicit stack,
  /// so that a chain of any length costs no call stack), each token entered once.
  private mutating func measureChains() {
    enum Mark { case entered, finished }
    var marks: [JSONKey: Mark] = [:]
    for name in order {
      let first = JSONKey(name)
      guard marks[first] == nil else { continue }
      marks[first] = .entered
      var path: [(key: JSONKey, references: [JSONKey], next: Int)] = [
        (first, references(of: first), 0)
      ]
      while let top = path.last {
        if top.next < top.references.count {
          path[path.count - 1].next += 1
          let target = top.references[top.next]
          // An entered token is on the path: a cycle, whose members get no length.
          guard marks[target] == nil else { continue }
          marks[target] = .entered
          path.append((target, references(of: target), 0))
          continue
        }
        path.removeLast()
        marks[top.key] = .finished
        var length = 0
        var next: JSONKey?
        var measurable = true
        for target in top.references {
          guard let targetLength = chainLengths[target] else {
            measurable = false
            break
          }
          if targetLength + 1 > length {
            length = targetLength + 1
            next = target
          }
        }
        guard measurable else { continue }
        chainLengths[top.key] = length
        longestNext[top.key] = next
      }
    }
  }

  /// The tokens `key`'s value references (whole-value aliases, references inside strings,
  /// `$ref` objects, a Tokens Studio color modifier's), as resolution would look them up;
  /// names of no token are left out (resolution reports them).
  private func references(of key: JSONKey) -> [JSONKey] {
    guard let entry = entries[key], entry.raw.skip == nil else { return [] }
    var found: [JSONKey] = []
    func target(_ written: String) {
      if let target = lookup(written) { found.append(target) }
    }
    func walk(_ value: JSONOutput) {
      switch value {
      case .string(let text):
        if let written = DesignTokenReference.path(in: text) {
          target(written)
        } else {
          for (_, written) in DesignTokenReference.embedded(in: text) { target(written) }
        }
      case .array(let elements): elements.forEach(walk)
      case .object(let members):
        if members.count == 1, members[0].0 == "$ref", let text = members[0].1.stringValue {
          if let pointer = DesignTokenReader.pointer(text), !pointer.tokens.isEmpty {
            let end = pointer.tokens.firstIndex(of: "$value") ?? pointer.tokens.count
            target(pointer.tokens[..<end].joined(separator: "."))
          }
        } else {
          for (_, member) in members { walk(member) }
        }
      default: return
      }
    }
    walk(entry.raw.value)
    if let modify = entry.raw.extensions?[TokensStudioColorModifier.extensionKey]?["modify"] {
      walk(modify)
    }
    return found
  }

  /// The token `written` names, as ``checkTarget(_:from:_:at:)`` finds it, or `nil`.
  private func lookup(_ written: String) -> JSONKey? {
    let key = JSONKey(written)
    if entries[key] != nil { return key }
    if tolerant {
      for suffix in [".value", ".$value"] where written.hasSuffix(suffix) {
        let trimmed = JSONKey(String(written.dropLast(suffix.count)))
        if entries[trimmed] != nil { return trimmed }
      }
    }
    return nil
  }

  private mutating func resolveUncached(
    _ name: String, _ entry: Entry, _ context: DecodingContext, stack: [JSONKey]
  ) -> Outcome {
    let valuePointer = entry.raw.valuePointer
    if let skip = entry.raw.skip { return .skipped(skip) }
    var declared = entry.raw.type
    var value: JSONOutput
    var chain = [name]
    var valueSource: (file: String, pointer: JSONPointer)? = (context.document.file, valuePointer)
    if let text = entry.raw.value.stringValue, let written = DesignTokenReference.path(in: text) {
      let referenced: DesignToken
      switch referencedToken(written, stack: stack, context, at: valuePointer) {
      case .success(let token): referenced = token
      case .failure(.skipped(let reason)): return .skipped(reason)
      case .failure(.failed): return .failed
      }
      let target = referenced.name
      if let own = declared.map({ normalizedType($0) }), own != referenced.type.rawValue,
        DesignTokenType(rawValue: own) != nil
      {
        errors.append(
          context.errorAtValue(
            .invalidValue, valuePointer,
            "'\(name)' is \(own) but references {\(target)}, which is \(referenced.type.rawValue)"))
        return .failed
      }
      declared = referenced.type.rawValue
      value = referenced.value
      valueSource = referenced.valueSource
      chain += referenced.referenceChain
    } else {
      declared = declared ?? entry.inheritedType
      switch resolveNested(entry.raw.value, stack: stack, context, at: valuePointer) {
      case .value(let resolved): value = resolved
      case .skipped(let reason): return .skipped(reason)
      case .failed: return .failed
      }
    }
    guard let typeName = declared ?? inferredType(value) else {
      if tolerant { return .skipped(.unsupportedValue("tokens without a type")) }
      errors.append(
        context.errorAtValue(
          .missingKey, entry.raw.pointer, "token '\(name)' has no $type",
          suggestion: "add \"$type\" to the token or to a group around it"))
      return .failed
    }
    var normalized = normalizedType(typeName)
    // Tokens Studio keeps plain numbers (modifier amounts, ratios) in `other` and `opacity`.
    if tolerant, Self.numericTypeNames.contains(normalized),
      value.numberValue != nil
        || value.stringValue.flatMap({ Double($0.trimmingWhitespace) }) != nil
    {
      normalized = DesignTokenType.number.rawValue
    }
    guard let type = DesignTokenType(rawValue: normalized) else {
      let names = DesignTokenType.allCases.map(\.rawValue)
      if let close = Suggestion.closest(to: normalized, among: names) {
        errors.append(
          context.errorAtValue(
            .invalidValue, entry.raw.pointer, "unknown token type '\(typeName)' of '\(name)'",
            suggestion: "did you mean '\(close)'?"))
        return .failed
      }
      return .skipped(.unsupportedType(typeName))
    }
    do {
      value = try DesignTokenValues.normalized(value, as: type, tolerant: tolerant)
    } catch {
      if let skip = error.skip { return .skipped(skip) }
      let (pointer, message) = Self.locate(error, in: context, at: valuePointer)
      errors.append(
        context.errorAtValue(
          .invalidValue, pointer, "invalid \(type.rawValue) '\(name)': \(message)",
          suggestion: error.suggestion))
      return .failed
    }
    if type == .color,
      let modify = entry.raw.extensions?[TokensStudioColorModifier.extensionKey]?["modify"]
    {
      let pointer = entry.raw.pointer.appending("$extensions")
        .appending(TokensStudioColorModifier.extensionKey).appending("modify")
      switch resolveNested(modify, stack: stack, context, at: pointer) {
      case .value(let resolved):
        do {
          let modified = try TokensStudioColorModifier.apply(
            resolved, to: try DesignTokenValues.color(value))
          value = DesignTokenValues.json(modified)
        } catch {
          errors.append(
            context.errorAtValue(
              .invalidValue, pointer, "'\(name)': \(error.message)", suggestion: error.suggestion))
          return .failed
        }
      case .skipped(let reason): return .skipped(reason)
      case .failed: return .failed
      }
    }
    var token = DesignToken(
      path: entry.path, type: type, value: value, writtenValue: entry.raw.value,
      description: entry.raw.description, extensions: entry.raw.extensions,
      deprecated: entry.raw.deprecated ?? entry.inheritedDeprecated, referenceChain: chain,
      pointer: entry.raw.pointer)
    token.file = context.document.file
    token.mode = entry.raw.mode
    token.valueSource = valueSource
    return .token(token)
  }

  /// Where in the file `problem`, found in the value at `pointer`, is (its member, when the
  /// file has it there rather than through a reference) and its message, quoting a number as
  /// the file spells it.
  static func locate(
    _ problem: DesignTokenValueProblem, in context: DecodingContext, at pointer: JSONPointer
  ) -> (pointer: JSONPointer, message: String) {
    let member = problem.member.reduce(pointer) { $0.appending($1) }
    guard context.document.valuePosition(of: member) != nil else {
      return (pointer, problem.message)
    }
    return (member, problem.message(written: context.document.numberText(at: member)))
  }

  /// The DTCG type a type name of the older formats stands for (Tokens Studio's `sizing`,
  /// `fontFamilies`, …); DTCG names and unknown names unchanged.
  private func normalizedType(_ name: String) -> String {
    guard tolerant else { return name }
    return DesignTokenValues.legacyTypeNames[name] ?? name
  }

  /// In the older formats, an untyped token whose value is a color string is a color.
  private func inferredType(_ value: JSONOutput) -> String? {
    guard tolerant, let text = value.stringValue, DesignTokenValues.isColorText(text) else {
      return nil
    }
    return DesignTokenType.color.rawValue
  }

  /// The token `written` names, resolved; or why it gives nothing: a missing target is an
  /// error here, a skipped one passes its reason on, an invalid one makes this one skipped.
  private mutating func referencedToken(
    _ written: String, stack: [JSONKey], _ context: DecodingContext, at pointer: JSONPointer
  ) -> Result<DesignToken, Unusable> {
    guard let target = checkTarget(written, from: stack, context, at: pointer) else {
      return .failure(.failed)
    }
    switch resolve(target, stack: stack) {
    case .token(let token): return .success(token)
    case .skipped(let reason): return .failure(.skipped(reason))
    case .failed: return .failure(.skipped(.invalidReference))
    }
  }

  /// The token `written` names (the older formats may end it in `.value`), or `nil` after
  /// recording why there is none.
  private mutating func checkTarget(
    _ written: String, from stack: [JSONKey], _ context: DecodingContext, at pointer: JSONPointer
  ) -> JSONKey? {
    if let target = lookup(written) { return target }
    let chain = (stack.map(\.text) + ["{\(written)}"]).joined(separator: " → ")
    let what =
      groupNames.contains(JSONKey(written)) ? "names a group, not a token" : "names no token"
    // Each suggestion compares with every token name; past the first errors they are left out,
    // so that a file of dangling references cannot make reading quadratic.
    let suggestion =
      errors.count < Self.maximumSuggestions
      ? Suggestion.closest(to: written, among: order).map { "did you mean '{\($0)}'?" } : nil
    errors.append(
      context.errorAtValue(
        .unresolvedReference, pointer, "reference {\(written)} \(what): \(chain)",
        suggestion: suggestion))
    return nil
  }

  /// Resolves references inside a value: whole-value strings, references embedded in strings
  /// and `$ref` objects.
  private mutating func resolveNested(
    _ value: JSONOutput, stack: [JSONKey], _ context: DecodingContext, at pointer: JSONPointer
  ) -> Nested {
    switch value {
    case .string(let text):
      if let written = DesignTokenReference.path(in: text) {
        switch referencedToken(written, stack: stack, context, at: pointer) {
        case .success(let token): return .value(token.value)
        case .failure(let unusable): return unusable.nested
        }
      }
      return substituteEmbedded(text, stack: stack, context, at: pointer)
    case .array(let elements):
      var result: [JSONOutput] = []
      for (index, element) in elements.enumerated() {
        switch resolveNested(element, stack: stack, context, at: pointer.appending(index: index)) {
        case .value(let resolved): result.append(resolved)
        case let other: return other
        }
      }
      return .value(.array(result))
    case .object(let members):
      if members.count == 1, members[0].0 == "$ref", let text = members[0].1.stringValue {
        return resolvePointer(text, stack: stack, context, at: pointer)
      }
      var result: [(String, JSONOutput)] = []
      for (key, member) in members {
        switch resolveNested(member, stack: stack, context, at: pointer.appending(key)) {
        case .value(let resolved): result.append((key, resolved))
        case let other: return other
        }
      }
      return .value(.object(result))
    default:
      return .value(value)
    }
  }

  /// `text` with each embedded `{reference}` replaced by the referenced value's text.
  private mutating func substituteEmbedded(
    _ text: String, stack: [JSONKey], _ context: DecodingContext, at pointer: JSONPointer
  ) -> Nested {
    let references = DesignTokenReference.embedded(in: text)
    guard !references.isEmpty else { return .value(.string(text)) }
    var result = ""
    var index = text.startIndex
    for (range, written) in references {
      let referenced: DesignToken
      switch referencedToken(written, stack: stack, context, at: pointer) {
      case .success(let token): referenced = token
      case .failure(let unusable): return unusable.nested
      }
      let target = referenced.name
      guard let piece = DesignTokenValues.text(of: referenced.value, type: referenced.type) else {
        errors.append(
          context.errorAtValue(
            .invalidValue, pointer,
            "{\(target)} is a \(referenced.type.rawValue) and cannot be written inside a string",
            suggestion: "reference it as the whole value: \"{\(target)}\""))
        return .failed
      }
      result += text[index..<range.lowerBound] + piece
      index = range.upperBound
    }
    result += text[index...]
    return .value(.string(result))
  }

  /// Resolves a JSON Pointer reference `#/group/token/$value/…` into part of a token's value.
  private mutating func resolvePointer(
    _ text: String, stack: [JSONKey], _ context: DecodingContext, at pointer: JSONPointer
  ) -> Nested {
    guard let target = DesignTokenReader.pointer(text), !target.tokens.isEmpty else {
      errors.append(
        context.errorAtValue(
          .unresolvedReference, pointer, "'\(text)' is not a JSON Pointer into the file",
          suggestion: "write {\"$ref\": \"#/group/token/$value/…\"}"))
      return .failed
    }
    let valueIndex = target.tokens.firstIndex(of: "$value") ?? target.tokens.count
    let written = target.tokens[..<valueIndex].joined(separator: ".")
    var current: JSONOutput
    switch referencedToken(written, stack: stack, context, at: pointer) {
    case .success(let token): current = token.value
    case .failure(let unusable): return unusable.nested
    }
    for token in target.tokens.dropFirst(valueIndex + 1) {
      if let index = Int(token), let elements = current.arrayValue, elements.indices.contains(index)
      {
        current = elements[index]
      } else if let member = current[token] {
        current = member
      } else {
        errors.append(
          context.errorAtValue(
            .unresolvedReference, pointer,
            "$ref '\(text)' names nothing: "
              + "\(stack.map(\.text).joined(separator: " → ")) → \(text)"))
        return .failed
      }
    }
    return .value(current)
  }
}
