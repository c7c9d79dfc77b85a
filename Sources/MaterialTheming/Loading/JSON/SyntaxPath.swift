/// Finds the JSON pointer of the value being read at a byte offset of a (possibly broken) document.
///
/// Syntax errors come with an offset only; this lenient walk from the start tracks the open
/// containers and the current key or index, so the error can name a path as well as a place.
enum SyntaxPath {
  /// The pointer of the innermost member or element that contains `offset`.
  static func pointer(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPointer {
    // Each frame: whether it is an object, the current key (objects) or index (arrays), and
    // whether a member has begun (so the path includes it).
    var frames: [(isObject: Bool, key: String?, index: Int, started: Bool)] = []
    var lastString: String?
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        var raw: [UInt8] = []
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          if index < bytes.count { raw.append(bytes[index]) }
          index += 1
        }
        lastString = String(decoding: raw, as: UTF8.self)
        if let top = frames.last, !top.isObject { frames[frames.count - 1].started = true }
      case UInt8(ascii: ":"):
        if frames.last?.isObject == true {
          frames[frames.count - 1].key = lastString
          frames[frames.count - 1].started = true
        }
      case UInt8(ascii: ","):
        if let top = frames.last {
          if top.isObject {
            frames[frames.count - 1].key = nil
            frames[frames.count - 1].started = false
          } else {
            frames[frames.count - 1].index += 1
          }
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if let top = frames.last, !top.isObject { frames[frames.count - 1].started = true }
        // Inside an array, whatever comes next is an element: the index is always part of the path.
        frames.append((byte == UInt8(ascii: "{"), nil, 0, byte == UInt8(ascii: "[")))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = frames.popLast()
      case 0x20, 0x09, 0x0A, 0x0D:
        break
      default:
        if let top = frames.last, !top.isObject { frames[frames.count - 1].started = true }
      }
      index += 1
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
