/// Finds the JSON pointer of the value being read at a byte offset of a (possibly broken) document.
///
/// Syntax errors come with an offset only; this lenient walk over ``JSONTokenizer``'s tokens
/// from the start tracks the open containers and the current key or index, so the error can
/// name a path as well as a place. Keys are decoded exactly as the position index decodes them.
enum SyntaxPath {
  /// The pointer of the innermost member or element that contains `offset`.
  static func pointer(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPointer {
    // Each frame: whether it is an object, the current key (objects) or index (arrays), and
    // whether a member has begun (so the path includes it).
    var frames: [(isObject: Bool, key: String?, index: Int, started: Bool)] = []
    var lastString: String?
    var tokenizer = JSONTokenizer(bytes)
    while true {
      let token = tokenizer.next()
      guard token.kind != .end, token.start < offset else { break }
      switch token.kind {
      case .string:
        lastString = JSONTokenizer.decodeString(token, in: bytes)
        if let top = frames.last, !top.isObject { frames[frames.count - 1].started = true }
      case .colon:
        if frames.last?.isObject == true {
          frames[frames.count - 1].key = lastString
          frames[frames.count - 1].started = true
        }
      case .comma:
        if let top = frames.last {
          if top.isObject {
            frames[frames.count - 1].key = nil
            frames[frames.count - 1].started = false
          } else {
            frames[frames.count - 1].index += 1
          }
        }
      case .beginObject, .beginArray:
        if let top = frames.last, !top.isObject { frames[frames.count - 1].started = true }
        // Inside an array, whatever comes next is an element: the index is always part of the path.
        let isObject = token.kind == .beginObject
        frames.append((isObject, nil, 0, !isObject))
      case .endObject, .endArray:
        _ = frames.popLast()
      case .word, .invalid, .end:
        if let top = frames.last, !top.isObject { frames[frames.count - 1].started = true }
      }
    }
    var pointer = JSONPointer.root
    for frame in frames where frame.started {
      if frame.isObject {
        guard let key = frame.key else { break }
        pointer = pointer.appending(key)
      } else {
        pointer = pointer.appending(index: frame.index)
      }
    }
    return pointer
  }
}
