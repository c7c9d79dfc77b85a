import Foundation
import MaterialThemingPOSIX

/// A failure to place an output file, with the message the user sees.
struct OutputError: Error, CustomStringConvertible {
  /// The message, without the `error:` prefix.
  var description: String
}

/// Writes generated files atomically and only when their contents change.
///
/// The bytes go to a temporary file in the destination directory, are flushed to disk and then
/// renamed over the destination, so a reader (or a crash) sees either the old file or the whole
/// new one, never a part. An unchanged file is left alone, keeping its modification time.
enum OutputFile {
  /// What a write did.
  enum Outcome: Equatable {
    /// The file was created or replaced.
    case written
    /// The file already held exactly these bytes.
    case unchanged
  }

  /// The canonical path `path` would be written to: its directory's real path plus its name,
  /// or the real target when `path` is an existing symbolic link.
  static func resolvedDestination(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
      let absolute =
        target.hasPrefix("/")
        ? target : url.deletingLastPathComponent().appendingPathComponent(target).path
      return resolvedDestination(absolute)
    }
    var directory = url.deletingLastPathComponent()
    var missing: [String] = [url.lastPathComponent]
    // Resolve the deepest existing ancestor; the rest will be created beneath it.
    while !FileManager.default.fileExists(atPath: directory.path), directory.path != "/" {
      missing.insert(directory.lastPathComponent, at: 0)
      directory = directory.deletingLastPathComponent()
    }
    let real = directory.resolvingSymlinksInPath().path
    return ([real == "/" ? "" : real] + missing).joined(separator: "/")
  }

  /// Checks that `path` resolves inside `root` (symbolic links and `..` followed).
  static func checkInside(_ path: String, root: String) throws(OutputError) {
    let rootPath = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    let destination = resolvedDestination(path)
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    guard destination.hasPrefix(prefix) else {
      throw OutputError(
        description:
          "refusing to write '\(path)': it resolves to '\(destination)', outside '\(rootPath)'")
    }
  }

  /// The start of the temporary file names used while writing `name`: `.<name>.tmp-`.
  static func temporaryPrefix(of name: String) -> String { "." + name + ".tmp-" }

  /// Deletes temporary files of `name` left by writers that were killed (their process is gone).
  static func removeAbandonedTemporaries(of name: String, in directory: String) {
    let prefix = temporaryPrefix(of: name)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for entry in entries where entry.hasPrefix(prefix) {
      let owner = entry.dropFirst(prefix.count).split(separator: "-").first.flatMap { Int32($0) }
      guard let owner, owner != POSIX.processID, !isAlive(owner) else { continue }
      POSIX.removeFile(directory + "/" + entry)
    }
  }

  /// Whether process `pid` exists and has not exited (a zombie awaiting its parent counts as exited).
  static func isAlive(_ pid: Int32) -> Bool {
    if !POSIX.processExists(pid) { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    // The state follows the command name: "pid (comm) S …".
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
  }

  /// Writes `text` to `path` atomically unless the file already holds it.
  ///
  /// - Parameter requireGeneratedHeader: when set, an existing file that fails the check is
  ///   never replaced (it was not written by this tool).
  static func write(
    _ text: String, to path: String, replacing requireGeneratedHeader: ((String) -> Bool)? = nil
  ) throws(OutputError) -> Outcome {
    try write(Data(text.utf8), to: path, replacing: requireGeneratedHeader)
  }

  /// Writes the UTF-8 `bytes` to `path` atomically unless the file already holds them (see
  /// ``write(_:to:replacing:)-(String,_,_)``).
  static func write(
    _ data: Data, to path: String, replacing requireGeneratedHeader: ((String) -> Bool)? = nil
  ) throws(OutputError) -> Outcome {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue else {
        throw OutputError(description: "cannot write '\(path)': it is a directory")
      }
      if let existing = manager.contents(atPath: path) {
        if existing == data { return .unchanged }
        if let requireGeneratedHeader,
          !requireGeneratedHeader(String(decoding: existing.prefix(512), as: UTF8.self))
        {
          throw OutputError(
            description:
              "refusing to overwrite '\(path)': it was not generated by material-theme "
              + "(pass --force to replace it)")
        }
      }
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw OutputError(
        description: "cannot create directory '\(directory)': \(error.localizedDescription)")
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    removeAbandonedTemporaries(of: name, in: directory)
    let temporary =
      directory + "/" + temporaryPrefix(of: name)
      + "\(POSIX.processID)-\(UInt32.random(in: 0...UInt32.max))"
    guard let descriptor = POSIX.createExclusively(temporary, mode: 0o644) else {
      throw OutputError(
        description: "cannot create '\(path)': \(POSIX.describe(POSIX.lastError))")
    }
    var failure: String?
    if let code = data.withUnsafeBytes({ POSIX.writeAll(descriptor, $0) }) {
      failure = POSIX.describe(code)
    }
    if failure == nil, !POSIX.synchronize(descriptor) {
      failure = POSIX.describe(POSIX.lastError)
    }
    POSIX.closeDescriptor(descriptor)
    if failure == nil, !POSIX.moveItem(temporary, over: path) {
      failure = POSIX.describe(POSIX.lastError)
    }
    if let failure {
      POSIX.removeFile(temporary)
      throw OutputError(description: "cannot write '\(path)': \(failure)")
    }
    return .written
  }
}

extension OutputFile {
  /// Writes `text` to `path` (see ``write(_:to:replacing:)``) and reports `wrote` or
  /// `unchanged` on the console; a failure is printed and becomes exit code 73.
  static func write(
    _ text: String, to path: String, replacing check: ((String) -> Bool)? = nil,
    console: inout Console
  ) -> ExitCode {
    write(Data(text.utf8), to: path, replacing: check, console: &console)
  }

  /// Writes the UTF-8 `data` to `path` and reports it on the console (see
  /// ``write(_:to:replacing:console:)-(String,_,_,_)``).
  static func write(
    _ data: Data, to path: String, replacing check: ((String) -> Bool)? = nil,
    console: inout Console
  ) -> ExitCode {
    do {
      switch try write(data, to: path, replacing: check) {
      case .written: console.out("wrote \(path)")
      case .unchanged: console.out("unchanged \(path)")
      }
      return .success
    } catch {
      console.error("error: \(error.description)")
      return .cannotCreate
    }
  }
}
