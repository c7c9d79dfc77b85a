/// "Did you mean …?" suggestions by edit distance.
package enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// A candidate qualifies when its Levenshtein distance is at most a third of the
  /// longer word (and at most 3), so `primay` suggests `primary` but `zzz` suggests nothing.
  package static func closest<S: Sequence<String>>(to word: String, among candidates: S) -> String?
  {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      let allowed = min(3, max(1, max(word.count, candidate.count) / 3))
      guard distance <= allowed else { continue }
      if best == nil || distance < best!.distance
        || (distance == best!.distance && candidate < best!.candidate)
      {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
