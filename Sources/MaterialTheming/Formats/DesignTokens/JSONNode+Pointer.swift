extension JSONNode {
  /// The node at `pointer` below this one (a same-document `$ref` target), or `nil`.
  func node(at pointer: JSONPointer) -> JSONNode? {
    var node = self
    for token in pointer.tokens {
      switch node.kind {
      case .object:
        guard let member = node.member(token) else { return nil }
        node = member
      case .array:
        let elements = node.elements
        guard let index = Int(token), elements.indices.contains(index) else { return nil }
        node = elements[index]
      default: return nil
      }
    }
    return node
  }
}
