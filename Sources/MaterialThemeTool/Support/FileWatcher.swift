import Foundation
import MaterialThemingPOSIX

/// Polls files for changes by modification time and size: portable, no inotify or kqueue.
///
/// ``files`` is re-listed at every poll, so files that appear (a new theme the entry theme now
/// extends) are noticed too.
struct FileWatcher {
  /// What one file looked like at a poll (symbolic links followed, so a theme that is a link
  /// shows its target's edits), or `nil` when missing.
  typealias Stamp = POSIX.FileStatus

  /// The most files one watch follows: 2000 (a theme directory, not a whole disk).
  static let maximumFileCount = 2000
  /// The most entries one poll lists while looking for them: a theme beside a huge tree (or at
  /// the root of the disk) costs a bounded walk every poll, not one of the whole tree.
  static let maximumEntriesVisited = 5000

  /// The theme file itself.
  var theme: String

  /// The files a change to which re-renders: the theme and every `.json` file under its
  /// directory (hidden directories skipped).
  ///
  /// `extends` may not leave the entry theme's directory (``ThemeLoader``'s root), so every theme
  /// or token file the theme can extend or reference is among them.
  var files: [String] {
    let directory = URL(fileURLWithPath: theme).deletingLastPathComponent()
    var result = [URL(fileURLWithPath: theme).standardizedFileURL.path]
    guard
      let enumerator = FileManager.default.enumerator(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return result }
    var visited = 0
    for case let url as URL in enumerator {
      visited += 1
      if visited > Self.maximumEntriesVisited { break }
      guard url.pathExtension == "json" else { continue }
      let path = url.standardizedFileURL.path
      if path != result[0] { result.append(path) }
      if result.count >= Self.maximumFileCount { break }
    }
    return result
  }

  /// The current stamps of ``files``.
  func poll() -> [String: Stamp?] {
    var stamps: [String: Stamp?] = [:]
    for path in files { stamps[path] = POSIX.fileStatus(path) }
    return stamps
  }

  /// Calls `render` now and again after every change, polling every `interval` seconds, until
  /// the process is stopped: SIGINT or SIGTERM end it (their default action is restored, in
  /// case the parent ignored them), and since every write is atomic no file is left
  /// half-written.
  func run(interval: TimeInterval, render: () -> Void) -> Never {
    POSIX.restoreDefaultTerminationSignals()
    var last = poll()
    render()
    while true {
      Thread.sleep(forTimeInterval: interval)
      let current = poll()
      if current != last {
        last = current
        render()
      }
    }
  }
}
