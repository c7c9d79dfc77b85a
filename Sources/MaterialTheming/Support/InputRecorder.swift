import Foundation
internal import MaterialThemingPOSIX

/// What one load read: every file with a hash of the bytes it read, every folder listing it
/// walked, and the paths it looked for and did not find.
///
/// A build stores these beside each output (as ninja's depfiles do) and, on the next run, hashes
/// the same files and listings again: the output is stale exactly when one of them changed. The
/// list comes from where the loader reads (``FileReader`` and ``FileTreeWalk``), so it cannot
/// differ from what the loader read.
package struct LoadInputs: Sendable, Equatable {
  /// One file read: its canonical path and the hash of the bytes read.
  package struct File: Sendable, Hashable {
    /// The canonical path.
    package var path: String
    /// The ``ContentHash`` of the bytes read.
    package var hash: UInt64

    /// A file read.
    package init(path: String, hash: UInt64) {
      self.path = path
      self.hash = hash
    }
  }

  /// One folder listed: its canonical path and the hash of its visible names.
  package struct Listing: Sendable, Hashable {
    /// The canonical path.
    package var path: String
    /// The hash of the names not starting with `.`, sorted (``LoadInputs/hash(ofNames:)``).
    package var hash: UInt64

    /// A folder listed.
    package init(path: String, hash: UInt64) {
      self.path = path
      self.hash = hash
    }
  }

  /// The files read, in the order first read.
  package var files: [File] = []
  /// The folders listed, in the order first listed.
  package var listings: [Listing] = []
  /// Paths looked for (`extends`, token files, seed images) that did not exist, where they
  /// would lead.
  package var missing: [String] = []

  /// Nothing read.
  package init() {}

  /// The hash of the folder `path`'s listing as ``FileTreeWalk`` reads it now, or `nil` when it
  /// cannot be listed.
  package static func hash(ofListing path: String) -> UInt64? {
    guard let names = POSIX.directoryEntries(path) else { return nil }
    return hash(ofNames: names.filter { !$0.hasPrefix(".") })
  }

  /// The hash of a folder's visible names (already sorted, as ``POSIX/directoryEntries(_:)``
  /// returns them).
  package static func hash(ofNames names: [String]) -> UInt64 {
    var hash = ContentHash()
    for name in names { hash.add(name) }
    hash.add(UInt64(names.count))
    return hash.value
  }
}

/// Collects what a load reads while it is the ``current`` recorder.
///
/// ```swift
/// let (result, inputs) = InputRecorder.recording { () throws(ThemeError) in
///   try ThemeLoader().load(contentsOf: "Brands/acme.json")
/// }
/// ```
///
/// ``FileReader`` and ``FileTreeWalk`` report to the recorder bound to the calling task (or
/// thread, outside a task); with none bound, they skip recording at the cost of one task-local
/// read.
package final class InputRecorder: @unchecked Sendable {
  /// The recorder of the load running on this task or thread, if any.
  @TaskLocal package static var current: InputRecorder?

  private let lock = NSLock()
  private var inputs = LoadInputs()
  private var filesSeen = Set<String>()
  private var listingsSeen = Set<String>()

  /// A recorder with nothing recorded.
  package init() {}

  /// Records that `bytes` were read from `path`.
  package func recordFile(_ path: String, bytes: [UInt8]) {
    let canonical = POSIX.canonicalPath(path) ?? path
    let hash = ContentHash.of(bytes)
    lock.lock()
    defer { lock.unlock() }
    if filesSeen.insert(canonical).inserted {
      inputs.files.append(LoadInputs.File(path: canonical, hash: hash))
    }
  }

  /// Records that the folder `path` was listed, and the names not starting with `.`.
  package func recordListing(_ path: String, visibleNames names: [String]) {
    let canonical = POSIX.canonicalPath(path) ?? path
    let hash = LoadInputs.hash(ofNames: names)
    lock.lock()
    defer { lock.unlock() }
    if listingsSeen.insert(canonical).inserted {
      inputs.listings.append(LoadInputs.Listing(path: canonical, hash: hash))
    }
  }

  /// Records that `path` was looked for and did not exist.
  package func recordMissing(_ path: String) {
    let resolved = PathPolicy.prospective(path) ?? path
    lock.lock()
    defer { lock.unlock() }
    if !inputs.missing.contains(resolved) { inputs.missing.append(resolved) }
  }

  /// What was recorded so far.
  package var recorded: LoadInputs {
    lock.lock()
    defer { lock.unlock() }
    return inputs
  }

  /// Runs `body` with a fresh recorder bound, and returns its result (or error) with what it
  /// read.
  package static func recording<Value, Failure: Error>(
    _ body: () throws(Failure) -> Value
  ) -> (result: Result<Value, Failure>, inputs: LoadInputs) {
    let recorder = InputRecorder()
    let result = $current.withValue(recorder) { () -> Result<Value, Failure> in
      do throws(Failure) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    return (result, recorder.recorded)
  }
}
