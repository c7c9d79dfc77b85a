internal import CJSONC
internal import MaterialThemingPOSIX

/// A JSON document parsed by json-c, with the raw bytes kept for locating errors.
///
/// The tree is json-c's own; ``JSONNode`` reads it without copying. Releasing the
/// document releases every json-c object (one `json_object_put` on the root).
final class JSONDocument {
  /// The file name used in errors.
  let file: String
  /// The source bytes.
  let bytes: [UInt8]
  /// json-c's root object; `nil` when the document is the literal `null`.
  private let root: OpaquePointer?
  /// The pointer of the root value: the root, or `/<index>` for an element of a collection.
  let rootPointer: JSONPointer
  /// The offset in ``bytes`` where the root value starts (an element of a collection starts
  /// inside the file; positions are always counted from the start of the file).
  let rootOffset: Int
  /// Offsets of keys and values by pointer, built on first use (only errors need it).
  private var positionIndex: PositionIndex?
  /// The offset of each line's first byte, built on first use: a token file locates every
  /// skipped token, so positions are looked up by the hundred.
  private var lineStartOffsets: [Int]?
  /// The position located last, to count columns on from (errors come mostly in file order).
  private var lastLocation: SourcePosition?
  /// The pre-scan's ``JSONSyntaxScan/detectionKeys`` for a whole document parsed by
  /// ``parse(_:file:limits:)``; `nil` for an element of a collection.
  private(set) var detectionKeys: UInt?

  /// A document over `bytes` whose root value, named `rootPointer`, starts at `rootOffset`.
  init(
    file: String, bytes: [UInt8], root: OpaquePointer?, rootPointer: JSONPointer = .root,
    rootOffset: Int = 0
  ) {
    self.file = file
    self.bytes = bytes
    self.root = root
    self.rootPointer = rootPointer
    self.rootOffset = rootOffset
  }

  deinit {
    if let root { json_object_put(root) }
  }

  /// The root value.
  var rootNode: JSONNode { JSONNode(handle: root, pointer: rootPointer) }

  /// Parses `bytes` strictly: JSON as RFC 8259 defines it, within `limits`.
  /// - Throws: ``ThemeError`` of kind `syntax`, `nestingTooDeep`, `duplicateKey` or `fileTooLarge`.
  static func parse(_ bytes: [UInt8], file: String, limits: LoadingLimits) throws(ThemeError)
    -> JSONDocument
  {
    if bytes.count > limits.maximumFileSize {
      throw ThemeError(
        .fileTooLarge, file: file,
        message:
          "file is \(bytes.count) bytes, more than the limit of \(limits.maximumFileSize) bytes",
        suggestion: "split the theme, or raise LoadingLimits.maximumFileSize")
    }
    return try bytes.withUnsafeBufferPointer { buffer throws(ThemeError) in
      try parse(buffer, bytes: bytes, file: file, limits: limits)
    }
  }

  private static func parse(
    _ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8], file: String, limits: LoadingLimits
  ) throws(ThemeError) -> JSONDocument {
    let scan = try checkedScan(buffer, file: file, limits: limits, recordingElements: false)
    let root = try parseWithJSONC(buffer, depth: scan.jsonCDepth) {
      offset, message throws(ThemeError) in
      throw syntaxError(at: offset, in: buffer, file: file, .syntax, message, nil)
    }
    if let offset = scan.grammarErrorOffset {
      // json-c accepted what the grammar forbids: report it in json-c's words all the same.
      if let root { json_object_put(root) }
      throw syntaxError(
        at: offset, in: buffer, file: file, .syntax, "invalid JSON: unexpected token", nil)
    }
    let document = JSONDocument(file: file, bytes: bytes, root: root)
    try scan.keyCounts.withUnsafeBufferPointer { counts throws(ThemeError) in
      try document.checkKeyCounts(counts, in: buffer)
    }
    // Only now, with duplicates ruled out, do the scan's keys match json-c's tree.
    document.detectionKeys = scan.detectionKeys
    return document
  }

  /// A located error of `kind` at `offset`, with the pointer of the value being read there.
  static func syntaxError(
    at offset: Int, in buffer: UnsafeBufferPointer<UInt8>, file: String, _ kind: ThemeError.Kind,
    _ message: String, _ suggestion: String?
  ) -> ThemeError {
    ThemeError(
      kind, file: file, position: SourcePosition.locate(offset: offset, in: buffer),
      pointer: SyntaxPath.pointer(at: offset, in: buffer), message: message,
      suggestion: suggestion)
  }

  /// Checks what json-c does not (an empty file, a BOM, NUL bytes, ill-formed UTF-8) and runs
  /// the strict pre-scan over the whole buffer.
  static func checkedScan(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String, limits: LoadingLimits,
    recordingElements: Bool
  ) throws(ThemeError) -> JSONSyntaxScan {
    func error(at offset: Int, _ kind: ThemeError.Kind, _ message: String, _ suggestion: String?)
      -> ThemeError
    {
      syntaxError(at: offset, in: buffer, file: file, kind, message, suggestion)
    }
    if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      throw error(at: 0, .syntax, "empty file: expected a JSON object", "start with '{'")
    }
    if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
      throw error(
        at: 0, .syntax, "byte order mark (BOM) before the JSON document",
        "save the file as UTF-8 without a BOM")
    }
    if let nul = firstNUL(in: buffer) {
      throw error(at: nul, .syntax, "NUL byte in the file", "theme files are UTF-8 text")
    }
    if let invalid = UTF8Validation.firstInvalidOffset(in: buffer) {
      throw error(
        at: invalid, .syntax, "invalid UTF-8 byte sequence",
        "theme files are UTF-8 text; save it as UTF-8")
    }
    do {
      return try JSONSyntaxScan(
        buffer, maximumDepth: limits.maximumDepth, recordingElements: recordingElements)
    } catch let issue {
      throw error(at: issue.offset, issue.kind, issue.message, issue.suggestion)
    }
  }

  /// Compares json-c's tree with the key counts the scan recorded for the objects of this
  /// document's root value; on a mismatch, throws the first duplicate key.
  func checkKeyCounts(_ counts: UnsafeBufferPointer<Int32>, in buffer: UnsafeBufferPointer<UInt8>)
    throws(ThemeError)
  {
    guard !keyCountsMatch(counts), let duplicate = positions.firstDuplicateKey else { return }
    throw ThemeError(
      .duplicateKey, file: file,
      position: SourcePosition.locate(offset: duplicate.offset, in: buffer),
      pointer: duplicate.pointer,
      message: "duplicate key '\(duplicate.pointer.lastToken ?? "")'",
      suggestion: "JSON objects need unique keys; json-c would silently keep the last one")
  }

  /// Runs json-c's tokener in strict mode over the whole buffer.
  ///
  /// Every caller has checked the whole file with ``UTF8Validation`` first, which rejects all
  /// that json-c's `JSON_TOKENER_VALIDATE_UTF8` would (and more), so json-c does not check it
  /// again.
  static func parseWithJSONC(
    _ buffer: UnsafeBufferPointer<UInt8>, depth: Int32,
    onError: (Int, String) throws(ThemeError) -> Void
  ) throws(ThemeError) -> OpaquePointer? {
    guard let tokener = json_tokener_new_ex(depth) else {
      try onError(0, "json-c could not allocate a tokener")
      return nil
    }
    defer { json_tokener_free(tokener) }
    json_tokener_set_flags(tokener, Int32(JSON_TOKENER_STRICT))
    // Feed the bytes, then one NUL so json-c knows the input ended (a top-level number or a
    // truncated document otherwise reports "continue").
    var result: OpaquePointer?
    buffer.withMemoryRebound(to: CChar.self) { chars in
      result = json_tokener_parse_ex(tokener, chars.baseAddress, Int32(clamping: chars.count))
    }
    var status = json_tokener_get_error(tokener)
    var consumed = 0
    if result == nil, status == json_tokener_continue {
      var terminator: CChar = 0
      consumed = buffer.count  // json-c counts the parse end from the start of each chunk
      result = json_tokener_parse_ex(tokener, &terminator, 1)
      status = json_tokener_get_error(tokener)
    }
    guard status == json_tokener_success else {
      if let result { json_object_put(result) }
      let offset = consumed + json_tokener_get_parse_end(tokener)
      let description = String(cString: json_tokener_error_desc(status))
      let message =
        status == json_tokener_continue || offset >= buffer.count
        ? "unexpected end of file: the JSON document is incomplete"
        : "invalid JSON: \(description)"
      try onError(min(offset, buffer.count), message)
      return nil
    }
    // After the terminator chunk, the value ended exactly at the end of the bytes.
    let end = consumed > 0 ? buffer.count : json_tokener_get_parse_end(tokener)
    if end < buffer.count,
      buffer[end...].contains(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) })
    {
      if let result { json_object_put(result) }
      try onError(end, "unexpected text after the end of the JSON document")
    }
    return result
  }

  /// The offset of the first NUL byte, found with `memchr` (vectorised in libc).
  private static func firstNUL(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    POSIX.firstZeroByte(in: UnsafeRawBufferPointer(buffer))
  }

  /// Whether every object in the tree holds as many keys as the source wrote (no duplicates).
  private func keyCountsMatch(_ counts: UnsafeBufferPointer<Int32>) -> Bool {
    guard let root else { return counts.isEmpty }
    var objectIndex = 0
    let matched = Self.keyCountsMatch(root, counts, &objectIndex)
    return matched && objectIndex == counts.count
  }

  /// Compares the objects under `value`, in document order (pre-order), with `counts` from
  /// `objectIndex` on; recursion is bounded by the nesting limit the scan enforced.
  private static func keyCountsMatch(
    _ value: OpaquePointer, _ counts: UnsafeBufferPointer<Int32>, _ objectIndex: inout Int
  ) -> Bool {
    switch json_object_get_type(value) {
    case json_type_object:
      guard objectIndex < counts.count, json_object_object_length(value) == counts[objectIndex]
      else { return false }
      objectIndex += 1
      var matched = true
      JSONNode.walkMembers(of: value) { (_, child) throws(Never) -> Bool in
        if let child, !keyCountsMatch(child, counts, &objectIndex) { matched = false }
        return matched
      }
      return matched
    case json_type_array:
      let length = json_object_array_length(value)
      for index in 0..<length {
        if let child = json_object_array_get_idx(value, index),
          !keyCountsMatch(child, counts, &objectIndex)
        {
          return false
        }
      }
      return true
    default:
      return true
    }
  }

  /// The position index, built on first use.
  var positions: PositionIndex {
    if let positionIndex { return positionIndex }
    let index = bytes.withUnsafeBufferPointer {
      PositionIndex($0, from: rootOffset, pointer: rootPointer)
    }
    positionIndex = index
    return index
  }

  /// The position of the key naming `pointer` (for unknown keys), else of its value.
  func keyPosition(of pointer: JSONPointer) -> SourcePosition? {
    guard let entry = positions.entries[pointer] else { return nil }
    return location(entry.keyOffset ?? entry.valueOffset)
  }

  /// The position of the value at `pointer`.
  func valuePosition(of pointer: JSONPointer) -> SourcePosition? {
    guard let entry = positions.entries[pointer] else { return nil }
    return location(entry.valueOffset)
  }

  /// The longest number text quoted in a message; longer ones are cut with an ellipsis.
  static let maximumQuotedNumberLength = 32

  /// The number at `pointer` as the source spells it (for messages), or `nil`.
  func numberText(at pointer: JSONPointer) -> String? {
    guard let entry = positions.entries[pointer] else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      let end = entry.valueEnd
      guard end > entry.valueOffset, JSONNumberGrammar.isNumberByte(buffer[entry.valueOffset])
      else { return nil }
      let limit = min(end, entry.valueOffset + Self.maximumQuotedNumberLength)
      let text = String(decoding: buffer[entry.valueOffset..<limit], as: UTF8.self)
      return limit < end ? text + "…" : text
    }
  }

  /// The line and column of `offset`, as ``SourcePosition/locate(offset:in:)`` counts them
  /// (lines after each newline, columns in characters), from the line starts.
  private func location(_ offset: Int) -> SourcePosition {
    let starts = lineStartOffsets ?? SourcePosition.lineStarts(of: bytes)
    lineStartOffsets = starts
    let position = SourcePosition.locate(
      offset: offset, in: bytes, lineStarts: starts, hint: lastLocation)
    lastLocation = position
    return position
  }
}
