/// Pieces of generated text rendered once, kept as one run of UTF-8 and found by index.
///
/// A writer appends a piece (a line start with its indentation, say) straight from the run: one
/// array for all of them, where an array per piece would be retained on every read.
struct RenderedRuns {
  /// The pieces, one after another.
  private let text: [UInt8]
  /// Where each piece lies in ``text``.
  private let ranges: [Range<Int>]

  /// Renders `pieces` in order.
  init(_ pieces: some Sequence<String>) {
    var text: [UInt8] = []
    var ranges: [Range<Int>] = []
    for piece in pieces {
      let start = text.count
      text.append(contentsOf: piece.utf8)
      ranges.append(start..<text.count)
    }
    self.text = text
    self.ranges = ranges
  }

  /// Calls `body` with a reader of the pieces, which reads them in place.
  func withPieces<Result>(_ body: (Reader) -> Result) -> Result {
    text.withUnsafeBufferPointer { body(Reader(text: $0, ranges: ranges)) }
  }

  /// Reads the pieces of a ``RenderedRuns`` in place, while ``RenderedRuns/withPieces(_:)`` lends
  /// its bytes.
  struct Reader {
    /// The pieces' bytes.
    let text: UnsafeBufferPointer<UInt8>
    /// Where each piece lies in ``text``.
    let ranges: [Range<Int>]

    /// The bytes of piece `index`.
    subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
      UnsafeBufferPointer(rebasing: text[ranges[index]])
    }
  }
}
