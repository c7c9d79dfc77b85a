/// A JSON document whose root is an array, read one element at a time.
///
/// json-c's tree costs about fifteen times the bytes it was parsed from, so a large array is
/// never parsed whole: the strict pre-scan runs once over the whole file (recording where each
/// top-level element starts and ends and how many keys each object wrote), then every element
/// is parsed by json-c on its own byte range, as its own ``JSONDocument``, and released once read.
/// Positions and pointers (`/<index>/…`) in errors count from the start of the whole file.
struct JSONCollection {
  /// The file name used in errors.
  let file: String
  /// The source bytes of the whole file.
  let bytes: [UInt8]
  /// The bounds applied to each element (depth counts from the file's root).
  let limits: LoadingLimits
  /// Where each element lies.
  private let elements: [JSONSyntaxScan.Element]
  /// The keys written in each object of the file, in document order.
  private let keyCounts: [Int32]
  /// The depth json-c's tokener is created with.
  private let jsonCDepth: Int32

  /// The number of elements.
  var count: Int { elements.count }

  /// Checks `bytes` as ``JSONDocument/parse(_:file:limits:)`` does and finds the elements of
  /// its root array.
  /// - Throws: ``ThemeError`` for invalid JSON, or a `wrongType` error when the root is not an array.
  init(_ bytes: [UInt8], file: String, limits: LoadingLimits) throws(ThemeError) {
    if bytes.count > limits.maximumFileSize {
      // The single-document parse words the size error.
      _ = try JSONDocument.parse(bytes, file: file, limits: limits)
    }
    let scan = try bytes.withUnsafeBufferPointer { buffer throws(ThemeError) in
      try JSONDocument.checkedScan(buffer, file: file, limits: limits, recordingElements: true)
    }
    // The scan follows the JSON grammar, so a balanced document has its commas in place.
    let wellFormedArray = bytes.withUnsafeBufferPointer { buffer in
      scan.isBalanced && JSONTokenizer(buffer).firstToken == .beginArray
    }
    guard wellFormedArray else {
      // Not an array, or an array json-c must judge as a whole (a missing or doubled comma,
      // an unterminated array): parse it as one document, which throws json-c's own error,
      // or reports the root's type.
      let document = try JSONDocument.parse(bytes, file: file, limits: limits)
      let root = document.rootNode
      throw DecodingContext(document: document, chain: []).typeMismatch(
        root, expected: "an array of themes")
    }
    self.file = file
    self.bytes = bytes
    self.limits = limits
    elements = scan.topLevelElements
    keyCounts = scan.keyCounts
    jsonCDepth = scan.jsonCDepth
  }

  /// Parses element `index` with json-c and checks it for duplicate keys.
  /// - Throws: ``ThemeError`` located in the whole file.
  func element(_ index: Int) throws(ThemeError) -> JSONDocument {
    let element = elements[index]
    let objectEnd = index + 1 < elements.count ? elements[index + 1].firstObject : keyCounts.count
    return try bytes.withUnsafeBufferPointer { buffer throws(ThemeError) in
      let range = element.start..<element.end
      var incomplete = false
      let root = try JSONDocument.parseWithJSONC(
        UnsafeBufferPointer(rebasing: buffer[range]), depth: jsonCDepth
      ) { offset, message throws(ThemeError) in
        guard range.lowerBound + offset < range.upperBound else {
          incomplete = true
          return
        }
        throw JSONDocument.syntaxError(
          at: range.lowerBound + offset, in: buffer, file: file, .syntax, message, nil)
      }
      if incomplete {
        // json-c wanted more than the scan's bounds: let the whole-document parse word it.
        _ = try JSONDocument.parse(bytes, file: file, limits: limits)
        throw JSONDocument.syntaxError(
          at: range.upperBound, in: buffer, file: file, .syntax,
          "unexpected end of file: the JSON document is incomplete", nil)
      }
      let document = JSONDocument(
        file: file, bytes: bytes, root: root, rootPointer: JSONPointer.root.appending(index: index),
        rootOffset: element.start)
      try keyCounts.withUnsafeBufferPointer { counts throws(ThemeError) in
        try document.checkKeyCounts(
          UnsafeBufferPointer(rebasing: counts[element.firstObject..<objectEnd]), in: buffer)
      }
      return document
    }
  }
}
