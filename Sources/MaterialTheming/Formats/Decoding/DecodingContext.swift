/// What decoders share: the document (for positions), the `extends` chain (for messages) and
/// the design tokens values may reference.
struct DecodingContext {
  /// The parsed document.
  let document: JSONDocument
  /// The themes that extended this one, outermost first.
  let chain: [String]
  /// The tokens `{…}` aliases resolve in, and the aliases met; `nil` where none are in scope.
  var tokens: TokenAliases? = nil

  /// An error pointing at the key of `pointer` (unknown or duplicate keys).
  func errorAtKey(
    _ kind: ThemeError.Kind, _ pointer: JSONPointer, _ message: String, suggestion: String? = nil
  ) -> ThemeError {
    error(kind, pointer, at: document.keyPosition(of: pointer), message, suggestion)
  }

  /// An error pointing at the value of `pointer` (wrong types, bad values).
  func errorAtValue(
    _ kind: ThemeError.Kind, _ pointer: JSONPointer, _ message: String, suggestion: String? = nil
  ) -> ThemeError {
    error(kind, pointer, at: document.valuePosition(of: pointer), message, suggestion)
  }

  /// An error about `pointer` at `position` in this document, with the `extends` chain.
  private func error(
    _ kind: ThemeError.Kind, _ pointer: JSONPointer, at position: SourcePosition?,
    _ message: String, _ suggestion: String?
  ) -> ThemeError {
    ThemeErrorSite(file: document.file, position: position, pointer: pointer, chain: chain)
      .error(kind, message, suggestion)
  }

  /// A wrong-type error: "expected X, found Y".
  func typeMismatch(_ node: JSONNode, expected: String) -> ThemeError {
    errorAtValue(.wrongType, node.pointer, "expected \(expected), found \(node.kind)")
  }
}

/// One JSON object whose keys must all be known, with the keys it holds and their values noted
/// in the walk that checks them (``MemberSlots``): decoders that read many optional keys skip
/// the absent ones, and read the present ones, without a lookup in json-c's table.
struct KnownMembers {
  /// The object.
  let node: JSONNode
  /// The object's pointer, joined once for all its members.
  let pointer: JSONPointer
  /// The keys the object may hold.
  let keys: KeySet
  /// The keys the object holds, and their values.
  private let slots: MemberSlots

  /// Checks `node` as ``ObjectReader`` does (an object, no key outside `keys`: the first unknown
  /// key in document order is reported) and notes which keys it holds.
  init(_ node: JSONNode, _ context: DecodingContext, keys: KeySet) throws(ThemeError) {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    let pointer = node.pointer
    self.slots = try MemberSlots.checking(node, pointer: pointer, keys: keys, context)
    self.node = node
    self.pointer = pointer
    self.keys = keys
  }

  /// The member whose key is `keys.names[index]`, or `nil` when absent (a present `null` is a
  /// node of kind null).
  @inline(__always)
  subscript(index: Int) -> JSONNode? {
    // Inlined, an absent key (the common case) costs one bit test.
    guard slots.mayHold(index) else { return nil }
    return member(at: index)
  }

  /// The member whose key is `keys.names[index]`, when the object may hold it.
  @inline(never)
  private func member(at index: Int) -> JSONNode? {
    guard let value = slots.value(of: index) else {
      return node.member(keys.names[index], parentPointer: pointer)
    }
    return JSONNode(handle: value, parent: pointer, token: keys.names[index])
  }
}

extension MemberSlots {
  /// Walks the members of the object `node` (whose pointer is `pointer`), noting each one's key
  /// and value; the first key in document order outside `keys` is an `unknownKey` error.
  static func checking(
    _ node: JSONNode, pointer: JSONPointer, keys: KeySet, _ context: DecodingContext
  ) throws(ThemeError) -> MemberSlots {
    var slots = MemberSlots()
    try node.forEachMember { (name, value) throws(ThemeError) in
      guard let index = keys.index(of: name) else {
        throw ObjectReader.unknownKey(name, in: pointer, keys: keys, context)
      }
      slots.record(index, value)
    }
    return slots
  }
}

/// Reads one JSON object whose keys must all be known, with typed accessors that throw located errors.
struct ObjectReader {
  /// The object.
  let node: JSONNode
  /// The shared context.
  let context: DecodingContext
  /// The object's pointer, joined once for all its members.
  let pointer: JSONPointer

  /// Checks that `node` is an object whose keys are all in `keys`.
  /// - Throws: a `wrongType` error for a non-object, an `unknownKey` error (with the closest
  ///   known key as a suggestion) for the first unknown key.
  /// Checks `node` against a list of keys built at the call site (see the `KeySet` overload).
  init(_ node: JSONNode, _ context: DecodingContext, keys: [String]) throws(ThemeError) {
    try self.init(node, context, keys: KeySet(keys))
  }

  init(_ node: JSONNode, _ context: DecodingContext, keys: KeySet) throws(ThemeError) {
    guard node.kind == .object else { throw context.typeMismatch(node, expected: "an object") }
    let pointer = node.pointer
    try node.forEachMember { (name, _) throws(ThemeError) in
      guard keys.index(of: name) == nil else { return }
      throw ObjectReader.unknownKey(name, in: pointer, keys: keys, context)
    }
    self.node = node
    self.context = context
    self.pointer = pointer
  }

  /// The error for the member `name` of the object at `pointer`, which is not in `keys`.
  static func unknownKey(
    _ name: UnsafePointer<CChar>, in pointer: JSONPointer, keys: KeySet,
    _ context: DecodingContext
  ) -> ThemeError {
    let key = String(cString: name)
    let names = keys.names
    let suggestion = Suggestion.closest(to: key, among: names).map { "did you mean '\($0)'?" }
    return context.errorAtKey(
      .unknownKey, pointer.appending(key), "unknown key '\(key)'",
      suggestion: suggestion ?? "expected one of: \(names.joined(separator: ", "))")
  }

  /// The member `key`, or `nil` when absent.
  func member(_ key: String) -> JSONNode? { node.member(key, parentPointer: pointer) }

  /// The string at `key`, or `nil` when absent.
  func string(_ key: String) throws(ThemeError) -> String? {
    guard let value = member(key) else { return nil }
    guard let string = value.string else { throw context.typeMismatch(value, expected: "a string") }
    return string
  }

  /// The boolean at `key`, or `nil` when absent.
  func bool(_ key: String) throws(ThemeError) -> Bool? {
    guard let value = member(key) else { return nil }
    guard let bool = value.bool else {
      throw context.typeMismatch(value, expected: "true or false")
    }
    return bool
  }

  /// The number at `key` within `range`, or `nil` when absent; `tokenTypes` are the design-token
  /// types an alias there may name.
  func number(
    _ key: String, in range: ClosedRange<Double>, tokenTypes: [DesignTokenType] = [.number]
  ) throws(ThemeError) -> Double? {
    guard let value = member(key) else { return nil }
    return try ObjectReader.number(value, in: range, context, tokenTypes: tokenTypes)
  }

  /// The number `node` holds, checked to be finite and within `range`; an alias (`"{size.m}"`)
  /// names a token of one of `tokenTypes` (none: aliases are not accepted).
  static func number(
    _ node: JSONNode, in range: ClosedRange<Double>, _ context: DecodingContext,
    tokenTypes: [DesignTokenType] = [.number]
  ) throws(ThemeError) -> Double {
    if !tokenTypes.isEmpty, let name = DecodingContext.aliasName(node) {
      return try context.aliasNumber(node, name, in: range, types: tokenTypes)
    }
    guard let number = node.number else { throw context.typeMismatch(node, expected: "a number") }
    guard let checked = CheckedNumber.within(number, range) else {
      // Quote the number as written: json-c saturates integers beyond 64 bits.
      let written = context.document.numberText(at: node.pointer)
      throw context.errorAtValue(
        .invalidValue, node.pointer,
        CheckedNumber.problem(number, written: written, expected: range))
    }
    return checked
  }

  /// The color at `key` (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`), or `nil` when absent.
  func color(_ key: String) throws(ThemeError) -> Color? {
    guard let value = member(key) else { return nil }
    return try ObjectReader.color(value, context)
  }

  /// The hex color `node` holds, or the color of the token an alias (`"{color.brand.600}"`) names.
  static func color(_ node: JSONNode, _ context: DecodingContext) throws(ThemeError) -> Color {
    guard node.kind == .string else {
      throw context.typeMismatch(node, expected: "a color string like \"#6200EE\"")
    }
    if let color = node.withStringBytes({ Color.parseHex($0) }) ?? nil { return color }
    if let name = DecodingContext.aliasName(node) { return try context.aliasColor(node, name) }
    let text = node.string ?? ""
    throw context.errorAtValue(
      .invalidValue, node.pointer, "invalid color '\(text)'",
      suggestion: colorSuggestion(for: text))
  }

  /// The value at `key` as one of an enumeration's raw values, or `nil` when absent.
  func choice<T: RawRepresentable & CaseIterable>(_ key: String, as type: T.Type)
    throws(ThemeError) -> T? where T.RawValue == String
  {
    guard let value = member(key) else { return nil }
    return try ObjectReader.choice(value, as: type, context)
  }

  /// The enumeration case named by the string `node` holds.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ node: JSONNode, as type: T.Type, _ context: DecodingContext
  ) throws(ThemeError) -> T where T.RawValue == String {
    if let value = node.withStringBytes({ bytes in
      T.allCases.first { spells($0.rawValue, bytes) }
    }) ?? nil {
      return value
    }
    let names = T.allCases.map(\.rawValue)
    guard let text = node.string else {
      throw context.typeMismatch(
        node, expected: "one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    if let value = T(rawValue: text) { return value }
    if DecodingContext.aliasName(node) != nil {
      throw context.errorAtValue(
        .invalidValue, node.pointer, "a token reference cannot stand for '\(node.token ?? "")'",
        suggestion: "write one of: \(names.joined(separator: ", ")); token references stand for "
          + "colors, fonts, sizes and numbers")
    }
    let suggestion = Suggestion.closest(to: text, among: names).map { "did you mean '\($0)'?" }
    throw context.errorAtValue(
      .invalidValue, node.pointer, "unknown value '\(text)'",
      suggestion: suggestion ?? "expected one of: \(names.joined(separator: ", "))")
  }

  /// Whether `bytes` are the UTF-8 of `name`: lengths first, then the bytes in place.
  private static func spells(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let utf8 = name.utf8
    guard utf8.count == bytes.count else { return false }
    return utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) }
      ?? utf8.elementsEqual(bytes)
  }

  private static func colorSuggestion(for text: String) -> String {
    let trimmed = text.trimmingWhitespace
    if !trimmed.hasPrefix("#"), Color.parseHex(("#" + trimmed).utf8) != nil {
      return "did you mean '#\(trimmed)'?"
    }
    if trimmed != text, Color.parseHex(trimmed.utf8) != nil { return "remove the spaces" }
    return "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  var trimmingWhitespace: String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
