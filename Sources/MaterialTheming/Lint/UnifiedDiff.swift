/// A unified diff (`diff -u` format) of two texts, for `lint --fix --dry-run`.
///
/// The diff is printed to a terminal, so the labels and every line's text are written through
/// the one escaper (``TextEscaping/oneLine(_:)``): a control, bidi or other format character
/// from the theme or its path is spelled out, never written raw. A carriage return that ends a
/// line (a CRLF file) stays, as part of its line ending.
///
/// Lines are compared with their line ending; a last line without a newline is followed by
/// `\ No newline at end of file`. Hunks carry three lines of context and merge when their
/// contexts touch; a hunk's ranges are `start,count`, `start` alone for one line, and
/// `start,0` (the line before) for none — as GNU diff writes them.
///
/// ```swift
/// UnifiedDiff.make(old: before, new: after, oldLabel: "a/brand.json", newLabel: "b/brand.json")
/// ```
package enum UnifiedDiff {
  /// The diff of `old` and `new`; empty when they are equal.
  package static func make(
    old: [UInt8], new: [UInt8], oldLabel: String, newLabel: String, context: Int = 3
  ) -> String {
    let a = lines(old)
    let b = lines(new)
    let script = editScript(a, b)
    guard script.contains(where: { $0.kind != .equal }) else { return "" }
    var out = "--- \(TextEscaping.oneLine(oldLabel))\n+++ \(TextEscaping.oneLine(newLabel))\n"
    for hunk in hunks(script, context: context) {
      let ops = script[hunk]
      let oldLines = ops.filter { $0.kind != .insert }
      let newLines = ops.filter { $0.kind != .delete }
      let oldStart = (ops.first { $0.kind != .insert }?.oldIndex ?? ops.first!.oldIndex) + 1
      let newStart = (ops.first { $0.kind != .delete }?.newIndex ?? ops.first!.newIndex) + 1
      out += "@@ -\(range(oldStart, oldLines.count)) +\(range(newStart, newLines.count)) @@\n"
      for op in ops {
        let (prefix, line) =
          switch op.kind {
          case .equal: (" ", a[op.oldIndex])
          case .delete: ("-", a[op.oldIndex])
          case .insert: ("+", b[op.newIndex])
          }
        out += prefix + shown(line.text)
        out += line.hasNewline ? "\n" : "\n\\ No newline at end of file\n"
      }
    }
    return out
  }

  /// A line's text as the diff shows it: escaped, a carriage return ending it kept.
  private static func shown(_ text: ArraySlice<UInt8>) -> String {
    guard text.last == UInt8(ascii: "\r") else {
      return TextEscaping.oneLine(String(decoding: text, as: UTF8.self))
    }
    return TextEscaping.oneLine(String(decoding: text.dropLast(), as: UTF8.self)) + "\r"
  }

  /// One line: its bytes without the newline, and whether a newline ended it.
  struct Line: Equatable {
    var text: ArraySlice<UInt8>
    var hasNewline: Bool
  }

  /// One step of the edit script, with the indexes of the lines it stands at.
  struct Operation {
    enum Kind { case equal, delete, insert }
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  static func lines(_ bytes: [UInt8]) -> [Line] {
    var result: [Line] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      result.append(Line(text: bytes[start..<index], hasNewline: true))
      start = index + 1
    }
    if start < bytes.count { result.append(Line(text: bytes[start...], hasNewline: false)) }
    return result
  }

  /// `start,count`, `start` for one line, or `start-1,0` for none.
  private static func range(_ start: Int, _ count: Int) -> String {
    switch count {
    case 0: "\(start - 1),0"
    case 1: "\(start)"
    default: "\(start),\(count)"
    }
  }

  /// A shortest edit script: common head and tail kept, the middle by longest common subsequence
  /// (a middle larger than 4 million line pairs is replaced whole — still a correct diff).
  static func editScript(_ a: [Line], _ b: [Line]) -> [Operation] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head,
      a[a.count - 1 - tail] == b[b.count - 1 - tail]
    {
      tail += 1
    }
    var script = (0..<head).map { Operation(kind: .equal, oldIndex: $0, newIndex: $0) }
    let oldMiddle = head..<(a.count - tail)
    let newMiddle = head..<(b.count - tail)
    let n = oldMiddle.count
    let m = newMiddle.count
    if n * m <= 4_000_000 {
      // lengths[i][j]: LCS length of a[oldMiddle][i...] and b[newMiddle][j...].
      var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
      if n > 0, m > 0 {
        for i in stride(from: n - 1, through: 0, by: -1) {
          for j in stride(from: m - 1, through: 0, by: -1) {
            lengths[i][j] =
              a[head + i] == b[head + j]
              ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
          }
        }
      }
      var i = 0
      var j = 0
      while i < n || j < m {
        if i < n, j < m, a[head + i] == b[head + j] {
          script.append(Operation(kind: .equal, oldIndex: head + i, newIndex: head + j))
          i += 1
          j += 1
        } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
          script.append(Operation(kind: .delete, oldIndex: head + i, newIndex: head + j))
          i += 1
        } else {
          script.append(Operation(kind: .insert, oldIndex: head + i, newIndex: head + j))
          j += 1
        }
      }
    } else {
      script += oldMiddle.map { Operation(kind: .delete, oldIndex: $0, newIndex: head) }
      script += newMiddle.map { Operation(kind: .insert, oldIndex: a.count - tail, newIndex: $0) }
    }
    let oldTail = a.count - tail
    let newTail = b.count - tail
    script += (0..<tail).map {
      Operation(kind: .equal, oldIndex: oldTail + $0, newIndex: newTail + $0)
    }
    return script
  }

  /// The ranges of the script that make hunks: each change with up to `context` equal lines
  /// around it, merged when two changes are at most `2 × context` equal lines apart.
  static func hunks(_ script: [Operation], context: Int) -> [Range<Int>] {
    let changes = script.indices.filter { script[$0].kind != .equal }
    var result: [Range<Int>] = []
    var index = 0
    while index < changes.count {
      let start = max(changes[index] - context, 0)
      var last = changes[index]
      while index + 1 < changes.count, changes[index + 1] - last - 1 <= 2 * context {
        index += 1
        last = changes[index]
      }
      result.append(start..<min(last + context + 1, script.count))
      index += 1
    }
    return result
  }
}
