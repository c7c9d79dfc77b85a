import Foundation
import MaterialTheming
import MaterialThemingPOSIX

/// A failure to place an output file, with the message the user sees.
struct OutputError: Error, CustomStringConvertible {
  /// The message, without the `error:` prefix.
  var description: String
  /// Why, without the path: what a caller that names the output its own way appends.
  var reason: String

  /// A failure described by `description` alone.
  init(description: String) {
    self.description = description
    reason = description
  }

  /// `cannot write '<path>': <reason>`.
  init(cannotWrite path: String, _ reason: String) {
    description = "cannot write '\(path)': \(reason)"
    self.reason = reason
  }
}

/// The one writer of outputs: every file and folder material-theme creates, replaces or deletes
/// goes through here (no other code in `Sources` renames or removes anything).
///
/// - A file is written to a temporary file beside it and renamed over it, so a reader (or a
///   kill) sees the old file or the whole new one, never a part; a folder (an asset catalog) is
///   built beside the old one and swapped in by renames.
/// - Nothing is written when the contents are already there, so unchanged outputs keep their
///   modification times.
/// - An existing file or folder is replaced only when it carries material-theme's marker
///   (``OutputOwnership``), unless the caller says otherwise (`--force`).
/// - Temporary files and staging folders left by killed writers are removed on the next write
///   beside them.
/// - A path is written where it resolves: through symbolic links, as the checks resolved it.
enum OutputFile {
  /// What a write did.
  enum Outcome: Equatable {
    /// The file was created or replaced.
    case written
    /// The file already held exactly these bytes.
    case unchanged
  }

  /// How a write must survive a power loss.
  enum Durability: Sendable {
    /// The bytes are flushed to the disk (`fsync`) before the rename: for files a user keeps
    /// (`import`'s theme, `lint --fix`, `apply`'s and `export`'s single files).
    case synchronized
    /// No flush: for outputs a build can always write again (its cache notices a file that did
    /// not survive, by its size and time).
    case regenerable
  }

  /// The last component of the resolved `destination` of `path`, or an error for a path that
  /// names no file or folder to create (empty, the root), or — unless `folder` — ends in `/`.
  static func fileName(of destination: String, path: String, folder: Bool = false)
    throws(OutputError) -> String
  {
    guard let slash = destination.lastIndex(of: "/"),
      destination.index(after: slash) < destination.endIndex, !path.isEmpty,
      folder || !path.hasSuffix("/")
    else {
      throw OutputError(cannotWrite: path, "it names a folder, not a file")
    }
    return String(destination[destination.index(after: slash)...])
  }

  /// The canonical path `path` would be written to (``PathPolicy/prospective(_:)``), or `path`
  /// itself when that cannot be said.
  static func resolvedDestination(_ path: String) -> String {
    PathPolicy.prospective(path) ?? path
  }

  /// Checks that `path` resolves inside `root` (symbolic links and `..` followed).
  static func checkInside(_ path: String, root: String) throws(OutputError) {
    // A root that is not there yet (a folder the command is about to create) resolves as a
    // destination does, so a relative one is compared as the absolute path it will be.
    let rootPath = PathPolicy.prospective(root) ?? root
    let destination = PathPolicy.prospective(path)
    guard let destination, PathPolicy.isInside(destination, root: rootPath) else {
      throw OutputError(
        description:
          "refusing to write '\(path)': it resolves to '\(destination ?? path)', outside "
          + "'\(rootPath)'")
    }
  }

  /// Refuses `path` when it is one of the files the command read (`inputs`, or `others`).
  static func checkNotInput(_ path: String, inputs: LoadInputs, others: [String] = [])
    throws(OutputError)
  {
    guard let destination = PathPolicy.prospective(path) else { return }
    let read = Set(
      inputs.files.map(\.path) + inputs.missing + others.compactMap(PathPolicy.canonical))
    guard read.contains(destination) else { return }
    throw OutputError(
      description:
        "refusing to overwrite '\(path)': it is an input of this command (pass --force to "
        + "replace it)")
  }

  // MARK: Files

  /// Writes `text` to `path` atomically unless the file already holds it.
  ///
  /// Every caller states what it may replace: `requireGeneratedHeader` is the check an existing
  /// file's text must pass (it was written by this tool), or `nil` for a write that replaces
  /// whatever is there — only `--force`, and `lint --fix` rewriting the theme it was given.
  static func write(
    _ text: String, to path: String, replacing requireGeneratedHeader: ((String) -> Bool)?,
    durability: Durability = .synchronized, base: String? = nil, planned: Bool = false
  ) throws(OutputError) -> Outcome {
    try write(
      Data(text.utf8), to: path, replacing: requireGeneratedHeader, durability: durability,
      base: base, planned: planned)
  }

  /// Writes `data` to `path` atomically unless the file already holds it (see
  /// ``write(_:to:replacing:durability:base:planned:)-(String,_,_,_,_,_)``); paths in messages
  /// are shown relative to `base` when given. Unless `planned`, the path is resolved
  /// (``resolvedDestination(_:)``) and leftovers of killed writers of the same name are removed
  /// first; a build passes `planned`, having resolved every output and swept once for all.
  static func write(
    _ data: Data, to path: String, replacing requireGeneratedHeader: ((String) -> Bool)?,
    durability: Durability = .synchronized, base: String? = nil, planned: Bool = false
  ) throws(OutputError) -> Outcome {
    let destination = planned ? path : resolvedDestination(path)
    let replaced = POSIX.linkStatus(destination)
    if let status = replaced {
      switch status.kind {
      case .directory:
        throw OutputError(cannotWrite: path, "it is a directory")
      case .symbolicLink, .other:
        throw OutputError(cannotWrite: path, "it is not a regular file")
      case .regular:
        let existing = FileManager.default.contents(atPath: destination)
        if existing == data { return .unchanged }
        // Read-only is someone's word that the file is not to change; root's writes would
        // ignore it, the rename would too.
        guard status.permissions & 0o222 != 0 else {
          throw OutputError(
            cannotWrite: path, "it is read-only (make it writable to let material-theme replace it)"
          )
        }
        if let requireGeneratedHeader {
          guard let existing else {
            throw OutputError(cannotWrite: path, "it exists and cannot be read")
          }
          guard requireGeneratedHeader(String(decoding: existing, as: UTF8.self)) else {
            throw OutputError(
              description:
                "refusing to overwrite '\(path)': it was not generated by material-theme "
                + "(pass --force to replace it)")
          }
        }
      }
    }
    let directory = PathPolicy.directory(of: destination)
    do {
      try makeFolders(directory, base: base)
    } catch {
      throw OutputError(cannotWrite: path, error.reason)
    }
    let name = try fileName(of: destination, path: path)
    if !planned { removeAbandonedTemporaries(of: [name], in: directory) }
    let temporary = directory + "/" + temporaryPrefix(of: name) + uniqueSuffix()
    guard let descriptor = POSIX.createExclusively(temporary, mode: 0o644) else {
      throw OutputError(cannotWrite: path, POSIX.describe(POSIX.lastError))
    }
    var failure: String?
    // A replaced file keeps its permissions: a private theme stays private.
    if let replaced, !POSIX.setPermissions(descriptor, replaced.permissions & 0o777) {
      failure = POSIX.describe(POSIX.lastError)
    }
    if failure == nil, let code = data.withUnsafeBytes({ POSIX.writeAll(descriptor, $0) }) {
      failure = code == 0 ? "nothing could be written" : POSIX.describe(code)
    }
    if failure == nil, durability == .synchronized, !POSIX.synchronize(descriptor) {
      failure = POSIX.describe(POSIX.lastError)
    }
    POSIX.closeDescriptor(descriptor)
    if failure == nil, !POSIX.moveItem(temporary, over: destination) {
      failure = POSIX.describe(POSIX.lastError)
    }
    if let failure {
      POSIX.removeFile(temporary)
      throw OutputError(cannotWrite: path, failure)
    }
    return .written
  }

  // MARK: Folders

  /// Replaces the folder `path` with exactly `files` (paths relative to it) unless it already
  /// holds exactly them. The new folder is built beside the old one and swapped in by renames,
  /// so a reader sees the old folder or the new one, never a mix.
  ///
  /// An existing folder is replaced only when everything in it is an asset catalog file
  /// material-theme wrote (``OutputOwnership/foreignEntry(inCatalog:base:)``).
  static func writeFolder(
    _ files: [(path: String, contents: String)], to path: String,
    durability: Durability = .regenerable, base: String? = nil, planned: Bool = false
  ) throws(OutputError) -> Outcome {
    for file in files {
      let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
      guard components.allSatisfy({ PathPolicy.isPlainComponent(String($0)) }) else {
        throw OutputError(cannotWrite: path, "its file '\(file.path)' is not a plain path")
      }
    }
    let destination = planned ? path : resolvedDestination(path)
    let exists = POSIX.linkStatus(destination) != nil
    if exists {
      switch OutputOwnership.inspectCatalog(destination, expected: files, base: base) {
      case .identical: return .unchanged
      case .foreign(let reason):
        throw OutputError(
          description: "refusing to replace '\(path)': material-theme did not write it (\(reason))")
      case .ours: break
      }
    }
    let parent = PathPolicy.directory(of: destination)
    do {
      try makeFolders(parent, base: base)
    } catch {
      throw OutputError(cannotWrite: path, error.reason)
    }
    let name = try fileName(of: destination, path: path, folder: true)
    if !planned { removeAbandonedTemporaries(of: [name], in: parent) }
    let unique = uniqueSuffix()
    let staging = parent + "/" + temporaryPrefix(of: name) + unique
    guard POSIX.makeDirectory(staging) else {
      throw OutputError(
        cannotWrite: path, "cannot create a folder beside it: \(POSIX.describe(POSIX.lastError))")
    }
    var made: Set<Substring> = [""]
    for file in files {
      var failure: String?
      var folder = Substring("")
      for component in file.path.split(separator: "/").dropLast() {
        folder = folder.isEmpty ? component : Substring(folder + "/" + component)
        if made.insert(folder).inserted, !POSIX.makeDirectory(staging + "/" + folder) {
          failure = POSIX.describe(POSIX.lastError)
          break
        }
      }
      if failure == nil {
        failure = writeNew(Data(file.contents.utf8), at: staging + "/" + file.path, durability)
      }
      if let failure {
        removeTree(staging)
        throw OutputError(cannotWrite: path, failure)
      }
    }
    if exists {
      let old = parent + "/" + oldPrefix(of: name) + unique
      guard POSIX.moveItem(destination, over: old) else {
        let failure = POSIX.describe(POSIX.lastError)
        removeTree(staging)
        throw OutputError(description: "cannot replace '\(path)': \(failure)")
      }
      guard POSIX.moveItem(staging, over: destination) else {
        let failure = POSIX.describe(POSIX.lastError)
        _ = POSIX.moveItem(old, over: destination)
        removeTree(staging)
        throw OutputError(description: "cannot replace '\(path)': \(failure)")
      }
      removeTree(old)
    } else if !POSIX.moveItem(staging, over: destination) {
      let failure = POSIX.describe(POSIX.lastError)
      removeTree(staging)
      throw OutputError(cannotWrite: path, failure)
    }
    return .written
  }

  /// Creates the file `path`, which must not exist, holding `data`; the failure, or `nil`.
  private static func writeNew(_ data: Data, at path: String, _ durability: Durability) -> String? {
    guard let descriptor = POSIX.createExclusively(path, mode: 0o644) else {
      return POSIX.describe(POSIX.lastError)
    }
    defer { POSIX.closeDescriptor(descriptor) }
    if let code = data.withUnsafeBytes({ POSIX.writeAll(descriptor, $0) }) {
      return code == 0 ? "nothing could be written" : POSIX.describe(code)
    }
    if durability == .synchronized, !POSIX.synchronize(descriptor) {
      return POSIX.describe(POSIX.lastError)
    }
    return nil
  }

  // MARK: Removing

  /// Removes the output at `path`, a file of `format` or an asset catalog folder, provided it
  /// still carries material-theme's marker (and, for a folder, holds nothing else).
  /// - Throws: ``OutputError`` saying why it was kept, or why removing failed.
  static func removeOwned(_ path: String, format: ExportFormat, base: String? = nil)
    throws(OutputError)
  {
    guard let status = POSIX.linkStatus(path) else { return }
    if format.isDirectory {
      guard status.kind == .directory else {
        throw OutputError(description: "it is not a folder")
      }
      if case .foreign(let reason) = OutputOwnership.inspectCatalog(path, expected: nil, base: base)
      {
        throw OutputError(description: reason)
      }
      removeTree(path)
      if POSIX.linkStatus(path) != nil {
        throw OutputError(description: "it could not be removed completely")
      }
      return
    }
    guard status.kind == .regular, let data = FileManager.default.contents(atPath: path) else {
      throw OutputError(description: "it is not a regular file")
    }
    guard OutputOwnership.isGenerated(String(decoding: data, as: UTF8.self), format: format) else {
      throw OutputError(description: "it does not carry material-theme's generated header")
    }
    guard POSIX.removeFile(path) else {
      throw OutputError(description: "it could not be removed: \(POSIX.describe(POSIX.lastError))")
    }
  }

  /// Deletes `path` and, for a folder, everything in it, never following a symbolic link.
  private static func removeTree(_ path: String) {
    guard let status = POSIX.linkStatus(path) else { return }
    guard status.kind == .directory else {
      POSIX.removeFile(path)
      return
    }
    for name in POSIX.directoryEntries(path) ?? [] { removeTree(path + "/" + name) }
    POSIX.removeDirectory(path)
  }

  // MARK: Leftovers

  /// The start of the temporary file and staging folder names used while writing `name`:
  /// `.<name>.tmp-`.
  static func temporaryPrefix(of name: String) -> String { "." + name + ".tmp-" }

  /// The start of the name a replaced folder has until it is removed: `.<name>.old-`.
  static func oldPrefix(of name: String) -> String { "." + name + ".old-" }

  /// `<pid>-<random>`: what follows the prefixes, so that leftovers name their writer.
  private static func uniqueSuffix() -> String {
    "\(POSIX.processID)-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
  }

  /// Deletes the temporary files, staging folders and replaced folders of `names` in
  /// `directory` left by writers that were killed (their process is gone).
  ///
  /// Only entries named `.<name>.tmp-<pid>-…` or `.<name>.old-<pid>-…` for one of `names` are
  /// considered: what material-theme names that way while writing `name`.
  static func removeAbandonedTemporaries(of names: Set<String>, in directory: String) {
    guard !names.isEmpty, let entries = POSIX.directoryEntries(directory) else { return }
    for entry in entries where entry.hasPrefix(".") {
      guard let owner = abandonedOwner(entry, names: names), owner != POSIX.processID,
        !isAlive(owner)
      else { continue }
      removeTree(directory + "/" + entry)
    }
  }

  /// The process that left `entry`, when it is a leftover of one of `names`.
  private static func abandonedOwner(_ entry: String, names: Set<String>) -> Int32? {
    for marker in [".tmp-", ".old-"] {
      guard let range = entry.range(of: marker, options: .backwards) else { continue }
      let name = String(entry[entry.index(after: entry.startIndex)..<range.lowerBound])
      guard names.contains(name) else { continue }
      let rest = entry[range.upperBound...]
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else {
        return nil
      }
      return pid
    }
    return nil
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

  // MARK: Folders on the way

  /// Creates `directory` and its missing parents.
  /// - Throws: ``OutputError`` naming the component that is in the way (a file) or the reason.
  private static func makeFolders(_ directory: String, base: String?) throws(OutputError) {
    if POSIX.isDirectory(directory) { return }
    var missing: [String] = []
    var existing = directory
    while !existing.isEmpty, existing != "/", POSIX.linkStatus(existing) == nil {
      missing.append(existing)
      existing = PathPolicy.directory(of: existing)
    }
    if !POSIX.isDirectory(existing) {
      throw OutputError(
        description:
          "cannot create directory '\(show(directory, base))': '\(show(existing, base))' is a "
          + "file, not a folder")
    }
    for folder in missing.reversed() where !POSIX.makeDirectory(folder) {
      let code = POSIX.lastError
      // Another writer of the same build may have made it meanwhile.
      if POSIX.isAlreadyExisting(code), POSIX.isDirectory(folder) { continue }
      throw OutputError(
        description: "cannot create directory '\(show(folder, base))': \(POSIX.describe(code))")
    }
  }

  /// `path` relative to `base` when it lies inside it, else `path`.
  static func show(_ path: String, _ base: String?) -> String {
    guard let base, let relative = PathPolicy.relative(path, to: base), !relative.isEmpty else {
      return path
    }
    return relative
  }
}

extension OutputFile {
  /// Writes `text` to `path` (see ``write(_:to:replacing:durability:base:planned:)``) and reports
  /// `wrote` or `unchanged` on the console; a failure is printed and becomes exit code 73.
  static func write(
    _ text: String, to path: String, replacing check: ((String) -> Bool)?,
    console: inout Console
  ) -> ExitCode {
    write(Data(text.utf8), to: path, replacing: check, console: &console)
  }

  /// Writes the UTF-8 `data` to `path` and reports it on the console (see
  /// ``write(_:to:replacing:console:)-(String,_,_,_)``).
  static func write(
    _ data: Data, to path: String, replacing check: ((String) -> Bool)?,
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

/// What marks a file or folder as material-theme's: the generated header of each format, the
/// `author` of an asset catalog's `Contents.json` files, and the exact form `import` writes a
/// theme file in.
enum OutputOwnership {
  /// What an existing folder at a catalog's path holds.
  enum CatalogContents: Equatable {
    /// Exactly the expected files, byte for byte.
    case identical
    /// Only asset catalog files material-theme wrote, not (all) the expected ones.
    case ours
    /// Something material-theme did not write: why, naming it.
    case foreign(String)
  }

  /// Whether `text`, the contents of an existing file where an output of `format` goes, says
  /// material-theme wrote it.
  static func isGenerated(_ text: String, format: ExportFormat) -> Bool {
    switch format {
    case .core, .swiftui, .uikit, .appkit:
      return SwiftWriter.isGenerated(text)
    case .css:
      // `/* <name>: generated by material-theme. */` (CSSWriter's first line).
      let first = text.prefix { $0 != "\n" }
      return first.hasPrefix("/* ") && first.hasSuffix(": generated by material-theme. */")
    case .dtcg:
      // DesignTokenWriter's vendor extension, at the top level.
      return text.hasPrefix("{") && text.contains("\"$extensions\"")
        && text.contains("\"\(DesignTokenNaming.vendorKey)\"")
    case .xcassets:
      return AssetCatalogWriter.isGenerated(text)
    case .themeBuilder:
      // ThemeBuilderExport(theme:)'s description names material-theme.
      return text.hasPrefix("{") && text.contains("Material Theme Builder export of ")
        && text.contains(" (material-theme)\"")
    case .figmaVariables:
      // The body has no room for a marker; FigmaVariablesWriter's temporary ids are one.
      return text.hasPrefix("{\n  \"variableCollections\"")
        && text.contains("\"id\": \"collection:\(FigmaVariablesWriter.semanticCollection)\"")
    }
  }

  /// Whether `text`, an existing file, is a preview `preview` wrote: an HTML document whose
  /// head names `material-theme preview` as its generator.
  static func isPreview(_ text: String) -> Bool {
    text.hasPrefix("<!DOCTYPE html>\n")
      && text.prefix(1024).contains("<meta name=\"generator\" content=\"material-theme preview\">")
  }

  /// Whether `bytes`, an existing theme file at `fileName`, is exactly as `import` writes one
  /// (``ThemeFileWriter`` gives the same text back for the document it holds).
  static func isImportedTheme(_ bytes: [UInt8], fileName: String) -> Bool {
    guard let document = try? ThemeLoader().document(bytes: bytes, fileName: fileName) else {
      return false
    }
    return Array(ThemeFileWriter.text(document).utf8) == bytes
  }

  /// What the folder `path` holds: only catalog files material-theme wrote (every folder,
  /// `path` itself included, holding a `Contents.json` naming material-theme its author, as
  /// ``AssetCatalogWriter`` writes one in each; no other file, link or kind of file), and
  /// whether those are exactly `expected`. A folder without that file — an empty one too — is
  /// someone else's. Paths in the reason are relative to `base`.
  static func inspectCatalog(
    _ path: String, expected: [(path: String, contents: String)]?, base: String?
  ) -> CatalogContents {
    guard let status = POSIX.linkStatus(path), status.kind == .directory else {
      return .foreign("it is not a folder")
    }
    var wanted: [String: String] = [:]
    for file in expected ?? [] { wanted[file.path] = file.contents }
    var identical = expected != nil
    var found = 0
    var pending = [""]
    while let relative = pending.popLast() {
      let folder = relative.isEmpty ? path : path + "/" + relative
      guard let names = POSIX.directoryEntries(folder) else {
        return .foreign("'\(OutputFile.show(folder, base))' cannot be read")
      }
      for name in names {
        let child = relative.isEmpty ? name : relative + "/" + name
        let full = path + "/" + child
        let shown = OutputFile.show(full, base)
        guard let entry = POSIX.linkStatus(full) else { continue }
        switch entry.kind {
        case .directory:
          pending.append(child)
        case .regular:
          guard name == "Contents.json", let data = FileManager.default.contents(atPath: full)
          else {
            return .foreign("it holds '\(shown)', which material-theme did not write")
          }
          let text = String(decoding: data, as: UTF8.self)
          guard AssetCatalogWriter.isGenerated(text) else {
            return .foreign("it holds '\(shown)', which material-theme did not write")
          }
          found += 1
          if identical, wanted[child] != text { identical = false }
        case .symbolicLink, .other:
          return .foreign("it holds '\(shown)', which material-theme did not write")
        }
      }
      // Checked after the folder's files, so that a file of the user's is the one named.
      guard names.contains("Contents.json") else {
        return .foreign(
          "it holds the folder '\(OutputFile.show(folder, base))', which has no Contents.json "
            + "and so is not material-theme's")
      }
    }
    return identical && found == wanted.count ? .identical : .ours
  }
}
