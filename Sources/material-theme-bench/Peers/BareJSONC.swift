import CJSONC

/// json-c's bare parse with no mapping: the floor every loader is compared with.
enum BareJSONC {
  /// Parses `bytes` with a fresh tokener and frees the tree; returns the root's type (or −1).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let tokener = json_tokener_new() else { return -1 }
    defer { json_tokener_free(tokener) }
    let root = bytes.withMemoryRebound(to: CChar.self) {
      json_tokener_parse_ex(tokener, $0.baseAddress, Int32(clamping: $0.count))
    }
    guard let root else { return -1 }
    let type = Int(json_object_get_type(root).rawValue)
    json_object_put(root)
    return type
  }
}
